/**
 * Structured data for search engines, as Next's guide writes it: a JSON-LD script the browser never runs, so the
 * Content-Security-Policy's script hashes leave it alone. "<" is escaped so no text in the data can close the
 * script element early.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
