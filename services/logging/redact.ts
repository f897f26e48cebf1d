/**
 * What a visitor's browser sends to the log beacon is untrusted text that
 * ends up in the log store: one entry must stay one line (no forged entries
 * through CR/LF), and e-mail addresses and credentials must never be stored.
 */
import type { JsonValue } from './json';

// C0 and C1 controls plus the Unicode line and paragraph separators, which some log viewers break lines on.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;
// local-part@domain, also with a bracketed IPv4 domain (the shapes the site's e-mail field accepts).
const EMAIL = /[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:\[\d{1,3}(?:\.\d{1,3}){3}\]|(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,})/g;
const BEARER = /\b(Bearer)\s+[A-Za-z0-9\-._~+/]+=*/gi;
// A JWT or JWS: base64url header that starts with '{"' (eyJ), a payload and an optional signature.
const JWT = /\beyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]*)?/g;

export const EMAIL_MASK = '[email]';
export const TOKEN_MASK = '[token]';

export function redactText(text: string): string {
  return text.replace(CONTROL_CHARACTERS, ' ').replace(BEARER, `$1 ${TOKEN_MASK}`).replace(JWT, TOKEN_MASK).replace(EMAIL, EMAIL_MASK);
}

/** Every string in a value, keys included, redacted; structure and other types kept. */
export function redactValue(value: JsonValue): JsonValue {
  if (typeof value === 'string') return redactText(value);
  if (Array.isArray(value)) return value.map(redactValue);
  if (value !== null && typeof value === 'object') {
    const out: { [key: string]: JsonValue } = {};
    for (const [key, inner] of Object.entries(value)) out[redactText(key)] = redactValue(inner);
    return out;
  }
  return value;
}
