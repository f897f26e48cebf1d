import { describe, expect, it } from 'vitest';
import { testFlagDefaults } from '@/engine/testing/memory-fs';
import { shownLinks } from './flagged-links';

const links = [
  { label: 'Pricing', href: '/product-and-pricing' },
  { label: 'Refer a family', href: '/referral', flag: 'referrals' },
];

describe('shownLinks', () => {
  it('keeps a flagged link only while its flag is on', () => {
    expect(shownLinks(links, { ...testFlagDefaults, referrals: true }).map((link) => link.label)).toEqual([
      'Pricing',
      'Refer a family',
    ]);
    expect(shownLinks(links, { ...testFlagDefaults, referrals: false }).map((link) => link.label)).toEqual(['Pricing']);
  });

  it('hides a link whose flag is not a switch that is on (unknown, or a text flag)', () => {
    expect(shownLinks([{ label: 'x', href: '/x', flag: 'no-such-flag' }], testFlagDefaults)).toEqual([]);
    expect(
      shownLinks([{ label: 'x', href: '/x', flag: 'gtm-js-url' }], {
        ...testFlagDefaults,
        'gtm-js-url': 'https://tags.example.com/gtm.js',
      }),
    ).toEqual([]);
  });
});
