import { describe, expect, it } from 'vitest';
import { enrollmentHref, hiredFromOption } from './enrollment-href';

const site = { enrollment: { signupPath: '/app/hp-enrollment/signup', landingPath: '/app/hp-enrollment/landing', partnerTaxesPath: '/app/hp-partner-enrollment/taxes' } };
const signup = { site, flags: { 'enrollment-landing': false } };
const landing = { site, flags: { 'enrollment-landing': true } };

describe('enrollmentHref', () => {
  it('goes to sign-up, or to the landing page while the flag is on', () => {
    expect(enrollmentHref(signup)).toBe('/app/hp-enrollment/signup');
    expect(enrollmentHref(landing)).toBe('/app/hp-enrollment/landing');
  });

  it('passes hired, rx and partner as query parameters', () => {
    expect(enrollmentHref({ ...signup, hired: 'no', rx: 'spring-mail' })).toBe('/app/hp-enrollment/signup?hired=no&rx=spring-mail');
    expect(enrollmentHref({ ...landing, hired: 'yes' })).toBe('/app/hp-enrollment/landing?hired=yes');
  });

  it('forces hired=yes when a partner is given', () => {
    expect(enrollmentHref({ ...signup, hired: 'no', partner: 'acme_cpa' })).toBe('/app/hp-enrollment/signup?hired=yes&partner=acme_cpa');
    expect(enrollmentHref({ ...signup, partner: 'acme_cpa', rx: 'p1' })).toBe('/app/hp-enrollment/signup?hired=yes&rx=p1&partner=acme_cpa');
  });

  it('never produces a second question mark', () => {
    const withQuery = { enrollment: { ...site.enrollment, signupPath: '/app/hp-enrollment/signup?src=web' } };
    expect(enrollmentHref({ site: withQuery, flags: signup.flags, hired: 'yes' })).toBe('/app/hp-enrollment/signup?src=web&hired=yes');
  });
});

describe('hiredFromOption', () => {
  it('maps the option codes 11 = yes and 21 = not yet', () => {
    expect(hiredFromOption(11)).toBe('yes');
    expect(hiredFromOption(21)).toBe('no');
    expect(hiredFromOption(5)).toBeUndefined();
  });
});
