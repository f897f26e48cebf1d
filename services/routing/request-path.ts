/**
 * The path a request names, as the rules compare it: percent-decoded and
 * normalised, so "/%6Eanny-tax-calculator", "/x/../nanny-tax-calculator" and
 * "//nanny-tax-calculator/" all read as "/nanny-tax-calculator". A path that
 * cannot be decoded, or that decodes to control characters or a backslash,
 * is refused with the reason (the proxy answers 400).
 */
export type RequestPath = { ok: true; path: string } | { ok: false; reason: string };

// Control characters (NUL, CR, LF...) and backslashes have no place in this site's paths and confuse other servers.
const FORBIDDEN = /[\u0000-\u001f\u007f\\]/;

export function requestPath(rawPathname: string): RequestPath {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPathname);
  } catch {
    return { ok: false, reason: 'the path is not valid percent-encoded UTF-8' };
  }
  if (FORBIDDEN.test(decoded)) return { ok: false, reason: 'the path holds a control character or a backslash' };
  if (!decoded.startsWith('/')) return { ok: false, reason: 'the path must start with "/"' };
  const segments: string[] = [];
  for (const segment of decoded.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return { ok: true, path: `/${segments.join('/')}` };
}
