/**
 * The names of what the site stores in the browser, for the code that sets each one; what each
 * is for, how long it lasts and when it is set are in stored-data.ts beside them, the list the
 * privacy policy is built from.
 */
export const RX_COOKIE = 'homepayVisitRx';
export const REFERRER_COOKIE = 'homepayReferrer';
export const deviceIdCookie = (product: string) => `${product}DeviceId`;
export const BREADCRUMBS_KEY = 'hp.breadcrumbs';
export const STORED_EVENTS_KEY = 'hpStoredEvents';
export const GTM_QUEUE_KEY = 'hpGtmQueue';
export const TEST_EXPOSURE_PREFIX = 'hpTestExposure:';
export const FLAG_OVERRIDE_COOKIE = 'hp-flags';
/** next-auth's cookies; over https each carries the __Secure- (or, for the CSRF token, __Host-) prefix. */
export const SIGN_IN_COOKIES = [
  'next-auth.session-token',
  'next-auth.csrf-token',
  'next-auth.callback-url',
  'next-auth.pkce.code_verifier',
  'next-auth.state',
  'next-auth.nonce',
] as const;
/** Amplitude's browser library names its cookies and storage AMP_<part of the key>, AMP_MKTG_..., AMP_unsent_... */
export const ANALYTICS_LIBRARY_PREFIX = 'AMP_';
