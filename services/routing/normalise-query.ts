/**
 * A URL with more than one "?" (typically a tracking parameter appended to a
 * link that already had a query) is redirected to its normalised form:
 * everything after the first "?" is kept, and every later "?" becomes "&".
 *   /x?a=1?b=2      → /x?a=1&b=2
 *   /x??a=1         → /x?a=1       (an empty parameter is dropped)
 * Only a "?" written as such counts: an encoded one (%3F) is part of a value
 * (?next=%2Fa%3Fb%3D1) and the URL is left alone. The proxy sees the query as
 * sent because next.config sets skipProxyUrlNormalize (Next would otherwise
 * re-encode "?a=1?b=2" as "?a=1%3Fb%3D2", indistinguishable from a real value).
 * Returns the normalised search ("?a=1&b=2", or "" for none), or null when the
 * URL is already normal.
 */
export function normaliseSearch(search: string): string | null {
  if (!search.startsWith('?')) return null;
  const query = search.slice(1);
  if (!query.includes('?')) return null;
  const parts = query
    .split('?')
    .flatMap((part) => part.split('&'))
    .filter((part) => part.length > 0);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}
