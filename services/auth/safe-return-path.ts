/**
 * Where to send the visitor after sign-in (back to the path and query string
 * they were on). The value travels through the identity provider and
 * back, so it is treated as untrusted: only a path on this site's own origin
 * comes out, anything else becomes `/`. The sign-in callback should pass the
 * returned user's `state` through it again before navigating: the state was
 * kept in client storage meanwhile.
 */
export const FALLBACK_RETURN_PATH = '/';

/** Enough for any honest link; more layers of encoding only hide something. */
const MAX_DECODE_ROUNDS = 4;

// Browsers read a backslash as a slash and silently drop tabs and newlines
// ("/\t/evil.example" navigates to "//evil.example"), so neither may appear.
const UNSAFE_CHARACTERS = /[\\\u0000-\u001f\u007f]/;

/** The value and each percent-decoding of it, or undefined when it will not decode cleanly. */
function decodings(value: string): string[] | undefined {
  const forms = [value];
  let current = value;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return undefined;
    }
    if (next === current) return forms;
    forms.push(next);
    current = next;
  }
  return undefined;
}

/** Path and query of the form on this origin, or undefined when it leaves it. */
function sameOriginPath(form: string, origin: string): string | undefined {
  if (UNSAFE_CHARACTERS.test(form)) return undefined;
  let url: URL;
  try {
    url = new URL(form, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== origin) return undefined;
  const path = url.pathname + url.search;
  // Dot segments can collapse into a protocol-relative path: "/.//evil.example" becomes "//evil.example".
  return path.startsWith('//') ? undefined : path;
}

/**
 * Every decoding is checked too, because some later step (a router, a
 * callback page) may decode the value again: "/%2F%2Fevil.example" is
 * harmless only until then.
 */
export function safeReturnPath(candidate: unknown, origin: string): string {
  if (typeof candidate !== 'string' || candidate === '') return FALLBACK_RETURN_PATH;
  let ownOrigin: string;
  try {
    ownOrigin = new URL(origin).origin;
  } catch {
    return FALLBACK_RETURN_PATH;
  }
  if (ownOrigin === 'null') return FALLBACK_RETURN_PATH;
  const forms = decodings(candidate);
  if (!forms || forms.some((form) => sameOriginPath(form, ownOrigin) === undefined)) return FALLBACK_RETURN_PATH;
  return sameOriginPath(candidate, ownOrigin) ?? FALLBACK_RETURN_PATH;
}
