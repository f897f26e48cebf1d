/**
 * Redaction of one string: credentials, identity and payment numbers and
 * e-mail addresses are masked, CR, LF and other control characters become
 * spaces (one entry stays one line: no forged entries), and everything else,
 * including ordinary numbers and request ids, is kept as it was.
 */
import { maskForKey } from './keys';
import { API_KEY_MASK, EMAIL_MASK, isMask, PRIVATE_KEY_MASK, SECRET_MASK, TOKEN_MASK } from './masks';
import { redactNumbers } from './numbers';
import * as pattern from './patterns';

/** Literals that say whether a secret was there, not what it was. */
const NOT_SECRET = new Set(['true', 'false', 'null', 'undefined', '']);

function maskKeyValue(_match: string, key: string, separator: string, scheme = '', value = ''): string {
  const quote = /^(\\?["'])/.exec(value)?.[1] ?? '';
  const inner = quote ? value.slice(quote.length, value.length - quote.length) : value;
  if (isMask(inner) || NOT_SECRET.has(inner.toLowerCase())) return `${key}${separator}${scheme}${value}`;
  return `${key}${separator}${scheme}${quote}${maskForKey(key) ?? SECRET_MASK}${quote}`;
}

function maskBasic(match: string, scheme: string, credentials: string): string {
  // base64 of user:password has a digit, padding, + or /, or capitals past the first letter;
  // prose ("Basic plan", "basic household") has none of these.
  const looksEncoded = /[0-9=+/]/.test(credentials) || /[A-Z]/.test(credentials.slice(1));
  return looksEncoded ? `${scheme} ${SECRET_MASK}` : match;
}

/** Applies `redact` to the text between request ids, which stay as they are. */
function outsideUuids(text: string, redact: (part: string) => string): string {
  let out = '';
  let cursor = 0;
  for (const found of text.matchAll(pattern.UUID)) {
    out += redact(text.slice(cursor, found.index)) + found[0];
    cursor = found.index + found[0].length;
  }
  return out + redact(text.slice(cursor));
}

/** Runs `step` only when `hint` is in the text: most log lines have no @ or =, and the scans are not free. */
const when = (hint: RegExp, step: (text: string) => string) => (text: string) => (hint.test(text) ? step(text) : text);

/**
 * In this order: named credentials first (their values may hold anything, e-mails and numbers
 * included, and are masked whole), then shapes that need no name, numbers last. Request ids are
 * spared only by the number step: a `session=<uuid>` is still a credential.
 */
const STEPS: readonly ((text: string) => string)[] = [
  (text) => text.replace(pattern.CONTROL_CHARACTERS, ' '),
  when(/-----BEGIN/, (text) => text.replace(pattern.PRIVATE_KEY, PRIVATE_KEY_MASK)),
  when(/:\/\//, (text) => text.replace(pattern.URL_CREDENTIALS, `$1${SECRET_MASK}@`)),
  when(/bearer/i, (text) => text.replace(pattern.BEARER, `$1 ${TOKEN_MASK}`)),
  when(/basic/i, (text) => text.replace(pattern.BASIC, maskBasic)),
  when(/[:=]/, (text) => text.replace(pattern.COOKIE_HEADER, `$1$2${SECRET_MASK}`)),
  when(/[:=]/, (text) => text.replace(pattern.KEY_VALUE, maskKeyValue)),
  (text) => text.replace(pattern.API_KEY, API_KEY_MASK),
  when(/eyJ/, (text) => text.replace(pattern.JWT, TOKEN_MASK)),
  when(/@|%40/, (text) => text.replace(pattern.EMAIL, EMAIL_MASK)),
  // Every number masked below has four digits in a row somewhere: most log lines have none.
  when(/\d{4}/, (text) => outsideUuids(text, redactNumbers)),
];

export function redactText(text: string): string {
  return STEPS.reduce((redacted, step) => step(redacted), text);
}
