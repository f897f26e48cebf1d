import { describe, expect, it } from 'vitest';
import { accountLinksFor, type EnrollmentPaths } from './next-step';

const paths: EnrollmentPaths = {
  signupPath: '/app/hp-enrollment/signup',
  landingPath: '/app/hp-enrollment/landing',
  caregiverPayStubsPath: '/app/hp-enrollment/caregiver/pay-stubs',
  caregiverW2Path: '/app/hp-enrollment/caregiver/w-2',
};

describe('accountLinksFor', () => {
  it('leads a caregiver member to her own pay stubs and W-2, once each, and never to enrollment', () => {
    for (const status of [undefined, 'NONE', 'CLIENT'] as const) {
      const links = accountLinksFor(status, paths, 'provider');
      expect(links).toEqual([
        { label: 'Your pay stubs', href: '/app/hp-enrollment/caregiver/pay-stubs' },
        { label: 'Your W-2', href: '/app/hp-enrollment/caregiver/w-2' },
      ]);
      expect(links.map((link) => link.label).join(' ')).not.toMatch(/caregivers|enroll/i);
    }
  });

  it('gives a family one next step by its account status', () => {
    expect(accountLinksFor('CLIENT', paths, 'seeker')).toEqual([
      { label: 'Your account', href: '/app/hp-enrollment/landing' },
    ]);
    expect(accountLinksFor('PENDING', paths)).toEqual([
      { label: 'Finish enrollment', href: '/app/hp-enrollment/landing' },
    ]);
    expect(accountLinksFor('SUBMITTED', paths)).toEqual([
      { label: 'Check your enrollment', href: '/app/hp-enrollment/landing' },
    ]);
    expect(accountLinksFor(undefined, paths)).toEqual([
      { label: 'Start enrollment', href: '/app/hp-enrollment/signup' },
    ]);
  });
});
