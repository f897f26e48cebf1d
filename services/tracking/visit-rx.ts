/**
 * The campaign a family came from: rx and rx1..rx10 from the query
 * string, each URL-decoded (URLSearchParams does it) and sanitised, the
 * non-empty ones joined with "|" into the quoted cookie homepayVisitRx,
 * written only when it is not set yet. Reading gives ten positions (missing
 * ones null); the tenth may be overridden by irpid.
 *
 * Sanitising keeps the value plain text: markup is removed, and so is every
 * character that could end the cookie or the quoted value, or separate
 * positions (`"`, `;`, `,`, `\`, `|`, control characters). What is left is
 * percent-encoded by js-cookie when written, so no value can set a cookie
 * attribute or another cookie.
 */
export { RX_COOKIE } from '@/services/privacy/stored-names';
export const RX_PARAMS = ['rx', 'rx1', 'rx2', 'rx3', 'rx4', 'rx5', 'rx6', 'rx7', 'rx8', 'rx9', 'rx10'] as const;
export const RX_POSITIONS = 10;
/** 31536e7 ms, about ten years: the first campaign that brought the visitor keeps the credit. */
export const RX_COOKIE_DAYS = 31536e7 / 86_400_000;
const MAX_VALUE_LENGTH = 200;

const TAG = /<\/?[a-z!?/][^<>]*>?/gi;
const UNSAFE = /[<>"'`\\;,|\p{Cc}\p{Cf}]/gu;

export function sanitiseRxValue(raw: string): string {
  let value = raw;
  // Removing one tag can join the halves of another ("<scr<b>ipt>"): repeat until nothing changes.
  for (let previous = ''; previous !== value;) {
    previous = value;
    value = value.replace(TAG, '');
  }
  return value.replace(UNSAFE, '').replace(/\s+/g, ' ').trim().slice(0, MAX_VALUE_LENGTH);
}

/** The cookie's value for this query string, or null when it carries no rx. */
export function rxFromQuery(search: string | URLSearchParams): string | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const values = RX_PARAMS.flatMap((name) => {
    const raw = params.get(name);
    const clean = raw === null ? '' : sanitiseRxValue(raw);
    return clean ? [clean] : [];
  });
  return values.length > 0 ? values.join('|') : null;
}

/** An existing cookie is used only when it looks like one this code wrote: anything else is ignored. */
export function isWellFormedRx(value: string | undefined): value is string {
  return (
    value !== undefined &&
    value !== '' &&
    value.split('|').length <= RX_POSITIONS + 1 &&
    value.split('|').every((part) => sanitiseRxValue(part) === part)
  );
}

export type RxPositions = Array<string | null>;

export function rxPositions(cookieValue: string | undefined, irpid?: string | null): RxPositions {
  const parts = isWellFormedRx(cookieValue) ? cookieValue.split('|') : [];
  const positions = Array.from({ length: RX_POSITIONS }, (_, index) => parts[index] || null);
  const override = irpid ? sanitiseRxValue(irpid) : '';
  if (override) positions[RX_POSITIONS - 1] = override;
  return positions;
}

/** The rx handed to enrollment: the positions as stored, empty ones kept so the tenth stays tenth. */
export function rxForEnrollment(positions: RxPositions): string {
  const last = positions.reduce<number>((found, value, index) => (value ? index : found), -1);
  return positions
    .slice(0, last + 1)
    .map((value) => value ?? '')
    .join('|');
}
