import { describe, expect, it } from 'vitest';
import { run, sit } from '../engine/test-helpers';

describe('golden examples: Vermont, Wisconsin, North Dakota, New Mexico, Oklahoma (2026)', () => {
  it('Vermont GB-1210 (2026) example and a table look-up', () => {
    // $1,800 weekly, married, 2 allowances: 1,800 - 207.70 = 1,592.30; 3.35% x (1,592.30 - 226) = 45.77
    expect(sit({ state: 'VT', grossPay: 1800, stateW4: { filingStatus: 'married', allowances: 2 } })).toBe(45.77);
    // single, 0 allowances: 32.70 + 6.60% x (1,800 - 1,051) = 82.13
    expect(sit({ state: 'VT', grossPay: 1800 })).toBe(82.13);
  });

  it('Wisconsin W-166 (January 2026) Examples 1 to 3', () => {
    // Ex 1: weekly $350, single, 1 exemption: 18,200; 6,702 - 12% x 420 = 6,651.60; 11,148.40 x 3.54% = 394.65 / 52 = 7.59
    expect(sit({ state: 'WI', grossPay: 350, stateW4: { allowances: 1 } })).toBe(7.59);
    // Ex 2: weekly $500, single, 3 exemptions: 19,084.40; 451.70 + 4.65% x 6,324.40 = 745.78 / 52 = 14.34
    expect(sit({ state: 'WI', grossPay: 500, stateW4: { allowances: 3 } })).toBe(14.34);
    // Ex 3: biweekly $1,000, married, 3 exemptions: 15,393.60; 451.70 + 4.65% x 2,633.60 = 574.16 / 26 = 22.08
    expect(
      sit({
        state: 'WI',
        payFrequency: 'biweekly',
        grossPay: 1000,
        stateW4: { filingStatus: 'married', allowances: 3 },
      }),
    ).toBe(22.08);
  });

  it('North Dakota 2026 annual table (the booklet worksheet prints a wage-bracket cell instead, see the docs)', () => {
    // $1,800 weekly, single: 93,600; 1.95% x (93,600 - 57,625) = 701.51 / 52 = 13.49 -> $13
    expect(sit({ state: 'ND', grossPay: 1800 })).toBe(13);
    // monthly $6,000, married filing jointly: 72,000; 1.95% x 14,500 = 282.75 / 12 = 23.56 -> $24
    expect(
      sit({ state: 'ND', payFrequency: 'monthly', grossPay: 6000, stateW4: { filingStatus: 'marriedJoint' } }),
    ).toBe(24);
  });

  it('New Mexico FYI-104 (rev. 11/2025) example and table look-ups', () => {
    // married, $1,000 weekly, + $20: 12.77 + 4.3% x (1,000 - 790) = 21.80; + 20 = 41.80
    expect(
      sit({ state: 'NM', grossPay: 1000, stateW4: { filingStatus: 'marriedJoint', additionalWithholding: 20 } }),
    ).toBe(41.8);
    // single $1,000 weekly: 22.41 + 4.7% x 201 = 31.86; head of household: 12.77 + 4.3% x 287 = 25.11
    expect(sit({ state: 'NM', grossPay: 1000 })).toBe(31.86);
    expect(sit({ state: 'NM', grossPay: 1000, stateW4: { filingStatus: 'headOfHousehold' } })).toBe(25.11);
  });

  it('Oklahoma Packet OW-2 (2026) sample computation and a table look-up', () => {
    // $1,825 semimonthly, married, 2 allowances: 1,825 - 83.34 = 1,741.66; 9.10 + 4.5% x 612.66 = 36.67 -> $37
    expect(
      sit({
        state: 'OK',
        payFrequency: 'semimonthly',
        grossPay: 1825,
        stateW4: { filingStatus: 'married', allowances: 2 },
      }),
    ).toBe(37);
    // single, 0 allowances: 4.55 + 4.5% x (1,825 - 565) = 61.25 -> $61
    expect(sit({ state: 'OK', payFrequency: 'semimonthly', grossPay: 1825 })).toBe(61);
    expect(run({ state: 'OK', grossPay: 800, withholdStateIncomeTax: undefined }).notes.join(' ')).toMatch(
      /Oklahoma income tax is not withheld: .*domestic service/,
    );
  });
});
