/**
 * Reads and writes homepayVisitRx in the browser with js-cookie: a quoted
 * value (the core site reads it that way), path /, about ten years, Secure
 * over https, written only when no well-formed cookie is there yet.
 */
import Cookies from 'js-cookie';
import { isWellFormedRx, RX_COOKIE, RX_COOKIE_DAYS, rxForEnrollment, rxFromQuery, rxPositions } from './visit-rx';

const quoted = Cookies.withConverter<string>({ write: (value, name) => `"${Cookies.converter.write(value, name)}"` });

export function storedRx(): string | undefined {
  const value = Cookies.get(RX_COOKIE);
  return isWellFormedRx(value) ? value : undefined;
}

/** Saves this visit's rx unless one is stored already; returns what is stored afterwards. */
export function recordVisitRx(location: { search: string; protocol: string }): string | undefined {
  const existing = storedRx();
  if (existing) return existing;
  const rx = rxFromQuery(location.search);
  if (!rx) return undefined;
  quoted.set(RX_COOKIE, rx, {
    path: '/',
    expires: RX_COOKIE_DAYS,
    sameSite: 'Lax',
    secure: location.protocol === 'https:',
  });
  return storedRx();
}

/** The rx an enrollment link carries: the stored positions, the tenth overridden by irpid from this address. */
export function enrollmentRx(search: string): string {
  return rxForEnrollment(rxPositions(storedRx(), new URLSearchParams(search).get('irpid')));
}
