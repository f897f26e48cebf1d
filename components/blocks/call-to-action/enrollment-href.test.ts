import { describe, expect, it } from 'vitest';
import { enrollmentHref, hiredFromOption } from './enrollment-href';

const site = {
  enrollment: {
    signupPath: '/app/hp-enrollment/signup',
    landingPath: '/app/hp-enrollment/landing',
    partnerTaxesPath: '/app/hp-partner-enrollment/taxes',
    caregiverPayStubsPath: '/app/hp-enrollment/caregiver/pay-stubs',
    caregiverW2Path: '/app/hp-enrollment/caregiver/w-2',
  },
};
const signup = { site, flags: { 'enrollment-landing': false, 'referral-landing-page': false } };
const landing = { site, flags: { 'enrollment-landing': true, 'referral-landing-page': false } };

describe('enrollmentHref', () => {
  it('goes to sign-up, or to the landing page while the flag is on', () => {
    expect(enrollmentHref(signup)).toBe('/app/hp-enrollment/signup');
    expect(enrollmentHref(landing)).toBe('/app/hp-enrollment/landing');
  });

  it("sends a referred family's enrollment to the landing page while referral-landing-page is on, and only that one", () => {
    const referralLanding = { site, flags: { 'enrollment-landing': false, 'referral-landing-page': true } };
    expect(enrollmentHref({ ...referralLanding, referral: true, rx: 'referral-page' })).toBe(
      '/app/hp-enrollment/landing?rx=referral-page',
    );
    expect(enrollmentHref({ ...referralLanding, rx: 'home' })).toBe('/app/hp-enrollment/signup?rx=home');
    expect(enrollmentHref({ ...signup, referral: true })).toBe('/app/hp-enrollment/signup');
  });

  it('passes hired, rx and partner as query parameters', () => {
    expect(enrollmentHref({ ...signup, hired: 'no', rx: 'spring-mail' })).toBe(
      '/app/hp-enrollment/signup?hired=no&rx=spring-mail',
    );
    expect(enrollmentHref({ ...landing, hired: 'yes' })).toBe('/app/hp-enrollment/landing?hired=yes');
  });

  it('sends a partner to the partner enrollment taxes page and forces hired=yes', () => {
    expect(enrollmentHref({ ...signup, hired: 'no', partner: 'acme_cpa' })).toBe(
      '/app/hp-partner-enrollment/taxes?hired=yes&partner=acme_cpa',
    );
    expect(enrollmentHref({ ...landing, partner: 'acme_cpa', rx: 'p1' })).toBe(
      '/app/hp-partner-enrollment/taxes?hired=yes&rx=p1&partner=acme_cpa',
    );
  });

  it('never produces a second question mark', () => {
    const withQuery = { enrollment: { ...site.enrollment, signupPath: '/app/hp-enrollment/signup?src=web' } };
    expect(enrollmentHref({ site: withQuery, flags: signup.flags, hired: 'yes' })).toBe(
      '/app/hp-enrollment/signup?src=web&hired=yes',
    );
  });
});

describe('hiredFromOption', () => {
  it('maps the option codes 11 = yes and 21 = not yet', () => {
    expect(hiredFromOption(11)).toBe('yes');
    expect(hiredFromOption(21)).toBe('no');
    expect(hiredFromOption(5)).toBeUndefined();
  });
});
