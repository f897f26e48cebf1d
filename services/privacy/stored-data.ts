/**
 * Everything the site stores in a visitor's browser: each cookie, localStorage and sessionStorage
 * key, with why, for how long and when. The code that sets each one takes its name from
 * stored-names.ts (kept apart so pages' scripts carry the names, not this text), and the privacy
 * policy's table is built from this list, so the two cannot drift apart; an end-to-end test walks
 * the main journeys and fails on anything stored that this list does not name.
 */

export type StorageKind = 'cookie' | 'localStorage' | 'sessionStorage';

export interface StoredItem {
  /** The exact name, or the fixed start of names that vary (Amplitude's carry part of the key). */
  name: string;
  match: 'exact' | 'prefix';
  kind: StorageKind;
  /** Who writes it: this site's pages, its server, the analytics library it loads, or sign-in. */
  setBy: 'this site' | 'our server' | 'our analytics library' | 'sign-in';
  purpose: string;
  lifetime: string;
  /** Set before the visitor has chosen to do anything (a page view is enough), rather than only after signing in or taking part in a test. */
  beforeConsent: boolean;
}

import {
  ANALYTICS_LIBRARY_PREFIX,
  BREADCRUMBS_KEY,
  deviceIdCookie,
  FLAG_OVERRIDE_COOKIE,
  GTM_QUEUE_KEY,
  REFERRER_COOKIE,
  RX_COOKIE,
  SIGN_IN_COOKIES,
  STORED_EVENTS_KEY,
  TEST_EXPOSURE_PREFIX,
} from './stored-names';

const SIGN_IN_PURPOSE: Record<(typeof SIGN_IN_COOKIES)[number], { purpose: string; lifetime: string }> = {
  'next-auth.session-token': {
    purpose: 'Keeps you signed in: an encrypted session your browser cannot read. Signing out deletes it.',
    lifetime: 'Until you sign out, at most 30 days',
  },
  'next-auth.csrf-token': {
    purpose: 'Protects the sign-in and sign-out forms from being submitted by another site.',
    lifetime: 'Until you close the browser',
  },
  'next-auth.callback-url': {
    purpose: 'The page to bring you back to after signing in.',
    lifetime: 'Until you close the browser',
  },
  'next-auth.pkce.code_verifier': {
    purpose: 'Proves to the sign-in service that the answer it sends back is for this browser.',
    lifetime: '15 minutes, while you sign in',
  },
  'next-auth.state': {
    purpose: 'Matches the sign-in service’s answer to the sign-in you started.',
    lifetime: '15 minutes, while you sign in',
  },
  'next-auth.nonce': {
    purpose: 'Lets us check that the sign-in service’s answer is fresh, not replayed.',
    lifetime: '15 minutes, while you sign in',
  },
};

export const STORED_DATA: readonly StoredItem[] = [
  {
    name: RX_COOKIE,
    match: 'exact',
    kind: 'cookie',
    setBy: 'this site',
    purpose:
      'The campaign codes (rx) in the link that brought you, so we know which campaigns work and your enrollment is credited to them. Written once; a later visit does not change it.',
    lifetime: 'About 10 years',
    beforeConsent: true,
  },
  {
    name: REFERRER_COOKIE,
    match: 'exact',
    kind: 'cookie',
    setBy: 'our server',
    purpose: 'The website that referred you to us, when it is another site. Your browser’s scripts cannot read it.',
    lifetime: '30 days',
    beforeConsent: true,
  },
  {
    name: deviceIdCookie('{product}'),
    match: 'exact',
    kind: 'cookie',
    setBy: 'this site',
    purpose:
      'A random identifier for this browser, so our analytics count visits rather than page views. It holds nothing about you.',
    lifetime: '1 year',
    beforeConsent: true,
  },
  {
    name: ANALYTICS_LIBRARY_PREFIX,
    match: 'prefix',
    kind: 'cookie',
    setBy: 'our analytics library',
    purpose:
      'Amplitude’s identifiers for this browser and visit, and the campaign that brought you, to measure how the website is used.',
    lifetime: '1 year',
    beforeConsent: true,
  },
  {
    name: ANALYTICS_LIBRARY_PREFIX,
    match: 'prefix',
    kind: 'localStorage',
    setBy: 'our analytics library',
    purpose: 'Analytics events that could not be sent yet, so they are sent on your next page instead of lost.',
    lifetime: 'Until sent',
    beforeConsent: true,
  },
  ...SIGN_IN_COOKIES.map((name): StoredItem => ({
    name,
    match: 'exact',
    kind: 'cookie',
    setBy: 'sign-in',
    ...SIGN_IN_PURPOSE[name],
    beforeConsent: false,
  })),
  {
    name: TEST_EXPOSURE_PREFIX,
    match: 'prefix',
    kind: 'localStorage',
    setBy: 'this site',
    purpose: 'Which version of a page you saw while we test two versions, so you are counted once.',
    lifetime: 'Until you clear your browser’s storage',
    beforeConsent: false,
  },
  {
    name: BREADCRUMBS_KEY,
    match: 'exact',
    kind: 'sessionStorage',
    setBy: 'this site',
    purpose:
      'The last steps taken on the site (pages and requests, at most 100, with personal details removed), sent with an error report if something breaks.',
    lifetime: 'Until you close the tab',
    beforeConsent: true,
  },
  {
    name: STORED_EVENTS_KEY,
    match: 'exact',
    kind: 'sessionStorage',
    setBy: 'this site',
    purpose: 'Analytics events from the page you are leaving, sent from the next page so they are not lost.',
    lifetime: 'Until the next page sends them, or you close the tab',
    beforeConsent: true,
  },
  {
    name: GTM_QUEUE_KEY,
    match: 'exact',
    kind: 'sessionStorage',
    setBy: 'this site',
    purpose: 'Events waiting for our tag manager to load, with personal details replaced by one-way hashes.',
    lifetime: 'Until the tag manager loads, or you close the tab',
    beforeConsent: true,
  },
];

/** Set only where the site runs for development or tests (flag overrides are refused in production). */
export const TEST_ONLY_STORED_DATA: readonly StoredItem[] = [
  {
    name: FLAG_OVERRIDE_COOKIE,
    match: 'exact',
    kind: 'cookie',
    setBy: 'this site',
    purpose: 'Feature flags a developer or a test switched for this browser.',
    lifetime: 'Until the browser closes',
    beforeConsent: false,
  },
];

/** next-auth adds __Secure- or __Host- over https; the name under it is what the list names. */
const withoutSecurePrefix = (name: string) => name.replace(/^__(Secure|Host)-/, '');

/** The list's entry for a name the browser holds, or undefined when the list does not name it. */
export function storedItemFor(
  kind: StorageKind,
  name: string,
  product: string,
  list: readonly StoredItem[] = STORED_DATA,
): StoredItem | undefined {
  const bare = kind === 'cookie' ? withoutSecurePrefix(name) : name;
  return list.find((item) => {
    if (item.kind !== kind) return false;
    const expected = item.name.replace('{product}', product);
    return item.match === 'exact' ? bare === expected : bare.startsWith(expected);
  });
}
