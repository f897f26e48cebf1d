/**
 * The visit's identifiers, read with js-cookie: the core site sets
 * czenVisitorId and czenJSessionId (possibly after this page has loaded, hence
 * the poll), enrollment sets enrollmentSessionId, and this site keeps its own
 * `{product}DeviceId`, which Amplitude uses as its device id.
 */
import Cookies from 'js-cookie';
import { deviceIdCookie } from '@/services/privacy/stored-names';

export interface VisitIdentifiers {
  deviceId: string;
  visitorId: string | null;
  sessionId: string | null;
  enrollmentSessionId: string | null;
}

const DEVICE_ID_DAYS = 365;
export const COOKIE_POLL_MS = 300;
const SAFE_ID = /^[\w.:-]{1,128}$/;

const readId = (name: string): string | null => {
  const value = Cookies.get(name);
  return value !== undefined && SAFE_ID.test(value) ? value : null;
};

export function readIdentifiers(product: string, secure: boolean): VisitIdentifiers {
  let deviceId = readId(deviceIdCookie(product));
  if (!deviceId) {
    deviceId = crypto.randomUUID();
    Cookies.set(deviceIdCookie(product), deviceId, { path: '/', expires: DEVICE_ID_DAYS, sameSite: 'Lax', secure });
  }
  return {
    deviceId,
    visitorId: readId('czenVisitorId'),
    sessionId: readId('czenJSessionId'),
    enrollmentSessionId: readId('enrollmentSessionId'),
  };
}

/**
 * Checks the cookies every 300 ms and reports a change; stops once
 * every identifier is known, or when stopped.
 */
export function pollIdentifiers(
  product: string,
  secure: boolean,
  onChange: (ids: VisitIdentifiers) => void,
  intervalMs = COOKIE_POLL_MS,
): () => void {
  let last = JSON.stringify(readIdentifiers(product, secure));
  const timer = setInterval(() => {
    const ids = readIdentifiers(product, secure);
    const now = JSON.stringify(ids);
    if (now !== last) {
      last = now;
      onChange(ids);
    }
    if (ids.visitorId && ids.sessionId && ids.enrollmentSessionId) clearInterval(timer);
  }, intervalMs);
  return () => clearInterval(timer);
}
