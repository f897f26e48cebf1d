import { describe, expect, it } from 'vitest';
import type { SignedIn } from '@/services/session/use-signed-in';
import { renderBlock, textOf } from '../test-utils';
import { offersSignOut } from './offer';

const block = {
  type: 'sign-out-form' as const,
  heading: 'Sign out',
  body: 'Ends your session.',
  buttonLabel: 'Sign out now',
  notSignedIn: { heading: 'You are not signed in', body: 'Nothing to sign out of.', signInLabel: 'Sign in' },
};

describe('SignOutFormBlock', () => {
  it('posts to the site’s sign-out without script, returning home', () => {
    const html = renderBlock(block);
    const form = /<form([^>]*)>([\s\S]*?)<\/form>/.exec(html);
    expect(form?.[1]).toMatch(/ action="\/api\/sign-out" method="post"$/);
    expect(form?.[2]).toMatch(
      /^<input type="hidden" name="returnTo" value="\/"\/><button type="submit"[^>]*>Sign out now<\/button>$/,
    );
    expect(textOf(html)).toBe('Sign out Ends your session. Sign out now');
  });
});

describe('offersSignOut', () => {
  const member = (hasSession: boolean): SignedIn => ({
    firstName: 'Maria',
    memberType: 'seeker',
    isImpersonated: false,
    member: null,
    hasSession,
  });

  it('offers sign-out to a member signed in here, and until it knows', () => {
    expect(offersSignOut({ known: true, signedIn: member(true) })).toBe(true);
    expect(offersSignOut({ known: false, signedIn: null })).toBe(true);
  });

  it('offers sign-in instead to a visitor who is not signed in on this site', () => {
    expect(offersSignOut({ known: true, signedIn: null })).toBe(false);
    // Known only from the core site's stored record: there is no session here to end.
    expect(offersSignOut({ known: true, signedIn: member(false) })).toBe(false);
  });
});
