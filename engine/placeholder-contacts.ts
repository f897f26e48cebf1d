/**
 * A production site must not publish contact details a visitor cannot use. The defaults in
 * site.json are fictional on purpose (an .example domain, a 555-01xx number); a build for
 * production (SITE_ENV=production) refuses them, each at its place in site.json.
 */
import { encodePointer, type JsonSource } from './json-source';
import type { ConfigProblem } from './result';

/** Names set aside for examples and tests (RFC 2606, RFC 6761): they never reach anyone. */
export function isReservedDomain(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  if (['example.com', 'example.net', 'example.org'].some((domain) => name === domain || name.endsWith(`.${domain}`)))
    return true;
  return ['example', 'test', 'invalid'].some((label) => name === label || name.endsWith(`.${label}`));
}

const EMAIL = /[^\s@<>()"']+@([A-Za-z0-9.-]+\.?)/g;
const URL_HOST = /\bhttps?:\/\/([A-Za-z0-9.-]+)/g;
/** North American numbers 555-0100 to 555-0199 are reserved for fiction: they ring nowhere. */
const FICTIONAL_PHONE = /(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?555[\s.-]?01\d{2}\b/;

function problemsIn(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(EMAIL))
    if (isReservedDomain(match[1] ?? ''))
      found.push(`the e-mail address "${match[0]}" is on a domain reserved for examples and reaches nobody`);
  for (const match of text.matchAll(URL_HOST))
    if (isReservedDomain(match[1] ?? '')) found.push(`the address "${match[0]}" is on a domain reserved for examples`);
  const phone = FICTIONAL_PHONE.exec(text);
  if (phone)
    found.push(
      `the phone number "${phone[0]}" is in the 555-0100 to 555-0199 range kept for fiction and rings nowhere`,
    );
  return found;
}

/** The site's own public address is set for production by PUBLIC_BASE_URL, and checked there. */
const NOT_CONTACT_DETAILS = new Set(['/baseUrl']);

/** Every string of site.json that holds a placeholder contact, at its own line and column. */
export function placeholderContactProblems(source: JsonSource): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const visit = (value: unknown, path: Array<string | number>): void => {
    if (NOT_CONTACT_DETAILS.has(encodePointer(path))) return;
    if (typeof value === 'string') {
      for (const message of problemsIn(value))
        problems.push(
          source.problemAt(
            encodePointer(path),
            `${message}: a production site needs real contact details (SITE_ENV=production)`,
          ),
        );
    } else if (Array.isArray(value)) value.forEach((item, index) => visit(item, [...path, index]));
    else if (value !== null && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) visit(item, [...path, key]);
  };
  visit(source.data, []);
  return problems;
}
