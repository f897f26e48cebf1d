import { describe, expect, it } from 'vitest';
import { run, sit } from '../engine/test-helpers';

describe('golden examples: New Jersey, Utah, Minnesota (2026)', () => {
  it('New Jersey NJ-WT (September 2025) p. 25 examples on the weekly rate tables', () => {
    // Rate A Ex 1: weekly $300, single, 1 allowance: 300 - 19.20 = 280.80 x 1.5% = 4.21
    expect(sit({ state: 'NJ', grossPay: 300, stateW4: { allowances: 1 } })).toBe(4.21);
    // Rate A Ex 2: weekly $700: 680.80; 11.54 + 3.9% x 7.80 = 11.84
    expect(sit({ state: 'NJ', grossPay: 700, stateW4: { allowances: 1 } })).toBe(11.84);
    // Rate B Ex 1: weekly $375, married joint, 3 allowances: 375 - 57.60 = 317.40 x 1.5% = 4.76
    expect(sit({ state: 'NJ', grossPay: 375, stateW4: { filingStatus: 'marriedJoint', allowances: 3 } })).toBe(4.76);
    // Rate A Ex 3 prints 40.40 from superseded brackets; the current table: 1,180.80; 15.29 + 6.1% x 411.80 = 40.41
    expect(sit({ state: 'NJ', grossPay: 1200, stateW4: { allowances: 1 } })).toBe(40.41);
    // line 3 Rate C, monthly $5,000, no allowances: 86.67 + 3.5% x (5,000 - 4,167) = 115.83
    expect(
      sit({
        state: 'NJ',
        payFrequency: 'monthly',
        grossPay: 5000,
        stateW4: { filingStatus: 'marriedJoint', rateTable: 'C' },
      }),
    ).toBe(115.83);
    expect(run({ state: 'NJ', grossPay: 300 }).notes.join(' ')).not.toMatch(/Approximation: New Jersey/);
  });

  it('Utah Publication 14 examples, each edition in its period', () => {
    // Rev. 4/26 Ex 1: weekly $400, single: 18 - (9 - 3) = 12
    expect(sit({ state: 'UT', grossPay: 400, payDate: '2026-06-05' })).toBe(12);
    // Rev. 4/26 Ex 2: biweekly $2,600, single: 116 - (19 - 29 -> 0) = 116
    expect(sit({ state: 'UT', payFrequency: 'biweekly', grossPay: 2600, payDate: '2026-06-12' })).toBe(116);
    // Rev. 4/26 Ex 3: semimonthly $1,200, married: 53 - (40 - 5) = 18
    expect(
      sit({
        state: 'UT',
        payFrequency: 'semimonthly',
        grossPay: 1200,
        payDate: '2026-06-15',
        stateW4: { filingStatus: 'married' },
      }),
    ).toBe(18);
    // Rev. 4/26 Ex 4: monthly $7,800, married: 347 - 0 = 347
    expect(
      sit({
        state: 'UT',
        payFrequency: 'monthly',
        grossPay: 7800,
        payDate: '2026-06-30',
        stateW4: { filingStatus: 'married' },
      }),
    ).toBe(347);
    // Rev. 4/25 Ex 2 (before 1 June 2026): biweekly $2,600, single: 117
    expect(sit({ state: 'UT', payFrequency: 'biweekly', grossPay: 2600, payDate: '2026-03-13' })).toBe(117);
  });

  it('Minnesota 2026 computer formula (hand-worked: the booklet prints no example)', () => {
    // weekly $1,000, single, 1 allowance: 52,000 - 5,300 = 46,700; 1,782.09 + 6.8% x 8,690 = 2,373.01; / 52 = 45.635
    expect(sit({ state: 'MN', grossPay: 1000, stateW4: { allowances: 1 } })).toBe(45.63);
    // biweekly $2,000, married, 2 allowances: 52,000 - 10,600 = 41,400; 5.35% x 26,700 = 1,428.45; / 26 = 54.94
    expect(
      sit({
        state: 'MN',
        payFrequency: 'biweekly',
        grossPay: 2000,
        stateW4: { filingStatus: 'married', allowances: 2 },
      }),
    ).toBe(54.94);
  });
});
