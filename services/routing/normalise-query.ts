/**
 * A URL with more than one "?" (typically a tracking parameter appended to a
 * link that already had a query) is redirected to its normalised form:
 * everything after the first "?" is kept, and every later "?" becomes "&".
 *   /x?a=1?b=2      → /x?a=1&b=2
 *   /x??a=1         → /x?a=1       (an empty parameter is dropped)
 * The proxy may see the query re-encoded (?a=1%3Fb%3D2), so an encoded "?"
 * and the "=" encoded with it count as written.
 * Returns the normalised search ("?a=1&b=2", or "" for none), or null when the
 * URL is already normal.
 */
export function normaliseSearch(search: string): string | null {
  if (!search.startsWith('?')) return null;
  const query = search.slice(1);
  if (!/\?|%3F/i.test(query)) return null;
  const parts = query
    .split(/\?|%3F/i)
    .flatMap((part) => part.split('&'))
    .filter((part) => part.length > 0)
    // Only a part that was behind an encoded "?" can carry an encoded "=" of the visitor's.
    .map((part) => (part.includes('=') ? part : part.replace(/%3D/i, '=')));
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}
