import { describe, expect, it } from 'vitest';
import { callbackOfSignInPage, returnPathFromReferer } from './return-path-from-referer';

const SITE = 'https://www.example.com';
const SIGN_IN_PAGES = ['/sign-in', '/sign-in-problem'];

describe('returnPathFromReferer', () => {
  it('takes the path and query of a page on this site', () => {
    expect(returnPathFromReferer(`${SITE}/nanny-taxes/ohio?x=1`, SITE, SIGN_IN_PAGES)).toBe('/nanny-taxes/ohio?x=1');
    expect(returnPathFromReferer(`${SITE}/`, SITE, SIGN_IN_PAGES)).toBe('/');
  });

  it('names no page for another site, a sign-in page, a missing or broken Referer', () => {
    expect(returnPathFromReferer('https://evil.example/x', SITE, SIGN_IN_PAGES)).toBeUndefined();
    expect(returnPathFromReferer(`${SITE}/sign-in?callbackUrl=%2Fx`, SITE, SIGN_IN_PAGES)).toBeUndefined();
    expect(returnPathFromReferer(`${SITE}/sign-in-problem`, SITE, SIGN_IN_PAGES)).toBeUndefined();
    expect(returnPathFromReferer(null, SITE, SIGN_IN_PAGES)).toBeUndefined();
    expect(returnPathFromReferer('not a url', SITE, SIGN_IN_PAGES)).toBeUndefined();
    expect(returnPathFromReferer(`${SITE}/%2F%2Fevil.example`, SITE, SIGN_IN_PAGES)).toBeUndefined();
  });
});

describe('callbackOfSignInPage', () => {
  it('reads the callbackUrl of this site’s sign-in page, checked like any return path', () => {
    expect(
      callbackOfSignInPage(`${SITE}/sign-in?callbackUrl=%2Fcaregivers`, SITE, ['/sign-in', '/es/iniciar-sesion']),
    ).toBe('/caregivers');
    expect(
      callbackOfSignInPage(`${SITE}/sign-in?callbackUrl=https%3A%2F%2Fevil.example`, SITE, [
        '/sign-in',
        '/es/iniciar-sesion',
      ]),
    ).toBe('/');
    expect(
      callbackOfSignInPage(`${SITE}/other?callbackUrl=%2Fcaregivers`, SITE, ['/sign-in', '/es/iniciar-sesion']),
    ).toBeUndefined();
    expect(
      callbackOfSignInPage(`https://evil.example/sign-in?callbackUrl=%2Fx`, SITE, ['/sign-in', '/es/iniciar-sesion']),
    ).toBeUndefined();
  });
});
