import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anchorsIn, textOf } from '@/components/blocks/test-utils';
import type { SignedIn } from '@/services/session/use-signed-in';
import { MemberActions } from './MemberActions.client';

const enrollment = {
  signupPath: '/app/hp-enrollment/signup',
  landingPath: '/app/hp-enrollment/landing',
  caregiverPayStubsPath: '/app/hp-enrollment/caregiver/pay-stubs',
  caregiverW2Path: '/app/hp-enrollment/caregiver/w-2',
};

const rosa: SignedIn = {
  firstName: 'Rosa',
  memberType: 'provider',
  isImpersonated: false,
  member: null,
  hasSession: true,
};

afterEach(() => vi.unstubAllGlobals());

describe('MemberActions', () => {
  it('leads a signed-in caregiver to her pay stubs and W-2, each once, in the row and in the menu', () => {
    vi.stubGlobal('window', { location: { pathname: '/caregivers', search: '' } });
    for (const layout of ['row', 'column'] as const) {
      const html = renderToStaticMarkup(
        <MemberActions signedIn={rosa} enrollment={enrollment} layout={layout} locale="en-US" />,
      );
      expect(anchorsIn(html).map(({ text, href }) => [text, href])).toEqual([
        ['Your pay stubs', '/app/hp-enrollment/caregiver/pay-stubs'],
        ['Your W-2', '/app/hp-enrollment/caregiver/w-2'],
      ]);
      expect(textOf(html)).toBe('Hi, Rosa Your pay stubs Your W-2 Sign out');
      expect(html).toContain('data-member="caregiver"');
    }
  });

  it('gives a family its next step', () => {
    const maria: SignedIn = {
      firstName: 'Maria',
      memberType: 'seeker',
      isImpersonated: false,
      member: null,
      hasSession: false,
    };
    const html = renderToStaticMarkup(
      <MemberActions signedIn={maria} enrollment={enrollment} layout="row" locale="en-US" />,
    );
    expect(anchorsIn(html).map(({ text, href }) => [text, href])).toEqual([
      ['Start enrollment', '/app/hp-enrollment/signup'],
    ]);
  });
});
