/**
 * The referrer cookie (30 days, HttpOnly, path /) is set by the
 * server, so pages stay static: the browser reports where the visitor came
 * from to POST /api/visit, which sets the cookie unless one is there already.
 * Only a referrer from another site is worth reporting.
 */
export const VISIT_ENDPOINT = '/api/visit';
export { REFERRER_COOKIE } from '@/services/privacy/stored-names';
export const REFERRER_MAX_AGE_S = 2_592_000;
const MAX_REFERRER_LENGTH = 1024;

/** The referrer to keep: an http(s) address of another origin, without its query or fragment (they can carry personal data). */
export function keptReferrer(referrer: string, ownOrigin: string): string | null {
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin === ownOrigin) return null;
  const kept = `${url.origin}${url.pathname}`;
  return kept.length <= MAX_REFERRER_LENGTH ? kept : null;
}

export function reportReferrer(referrer: string, ownOrigin: string): void {
  const kept = keptReferrer(referrer, ownOrigin);
  if (!kept) return;
  fetch(VISIT_ENDPOINT, {
    method: 'POST',
    body: JSON.stringify({ referrer: kept }),
    headers: { 'content-type': 'application/json' },
    keepalive: true,
  }).catch(() => undefined);
}
