import { describe, expect, it } from 'vitest';
import { sit } from '../engine/test-helpers';

describe('golden examples: South Carolina, Virginia, West Virginia, Nebraska (2026)', () => {
  it('South Carolina WH-1603F (2026) example', () => {
    // $750 weekly, 3 allowances: 39,000 - 15,000 - 3,900 = 20,100; 437.70 + 6% x 1,870 = 549.90 / 52 = 10.58
    expect(sit({ state: 'SC', grossPay: 750, stateW4: { allowances: 3 } })).toBe(10.58);
    // no SC W-4: no allowance and so no standard deduction: 437.70 + 6% x 20,770 = 1,683.90 / 52 = 32.38
    expect(sit({ state: 'SC', grossPay: 750 })).toBe(32.38);
  });

  it('Virginia guide (rev. 05/25) example "John"', () => {
    // semimonthly $2,649, 5 exemptions: 63,576 - 13,400 = 50,176; 720 + 5.75% x 33,176 = 2,627.62 -> 2,628 / 24 = 109.50
    expect(sit({ state: 'VA', payFrequency: 'semimonthly', grossPay: 2649, stateW4: { allowances: 5 } })).toBe(109.5);
    // no VA-4: 63,576 - 8,750 = 54,826; 720 + 5.75% x 37,826 = 2,894.995 -> 2,895 / 24 = 120.63
    expect(sit({ state: 'VA', payFrequency: 'semimonthly', grossPay: 2649 })).toBe(120.63);
  });

  it('West Virginia IT-100.2A (March 2026) table look-ups (no printed example)', () => {
    // weekly $800, two-earner: 15.95 + 4.22% x 223 = 25.36 -> $25; one-earner: 21.27 + 4.22% x 31 = 22.58 -> $23
    expect(sit({ state: 'WV', grossPay: 800 })).toBe(25);
    expect(sit({ state: 'WV', grossPay: 800, stateW4: { filingStatus: 'oneEarner' } })).toBe(23);
    // weekly $400, 2 exemptions: 400 - 76.92 = 323.08; 3.04 + 2.81% x 179.08 = 8.07 -> $8
    expect(sit({ state: 'WV', grossPay: 400, stateW4: { allowances: 2 } })).toBe(8);
  });

  it('Nebraska Circular EN (2026): the weekly wage-bracket cell and Table 7', () => {
    // weekly $505 (mid-point of $500-$510), single, 0: 26,260; 560.35 + 4.21% x 4,450 = 747.70 / 52 = 14.38
    expect(sit({ state: 'NE', grossPay: 505 })).toBe(14.38);
    // married, 2 allowances, monthly $6,000: 72,000 - 4,880 = 67,120; 2,018.75 + 4.48% x 4,590 = 2,224.38 / 12 = 185.37
    expect(
      sit({
        state: 'NE',
        payFrequency: 'monthly',
        grossPay: 6000,
        stateW4: { filingStatus: 'married', allowances: 2 },
      }),
    ).toBe(185.37);
  });
});
