import { describe, expect, it } from 'vitest';
import { run, sit } from '../../engine/test-helpers';

// Wisconsin W-166 alternate method, the formula in force since 1 January 2022 and so throughout 2025:
// its Examples 1 to 3 (as printed in the January 2026 edition, which keeps the same formula).
describe('golden examples: Wisconsin (2025)', () => {
  it('W-166 Examples 1 to 3', () => {
    // Ex 1: weekly $350, single, 1 exemption: 18,200; 6,702 - 12% x 420 = 6,651.60; 11,148.40 x 3.54% = 394.65 / 52 = 7.59
    expect(sit({ taxYear: 2025, state: 'WI', grossPay: 350, stateW4: { allowances: 1 } })).toBe(7.59);
    // Ex 2: weekly $500, single, 3 exemptions: 19,084.40; 451.70 + 4.65% x 6,324.40 = 745.78 / 52 = 14.34
    expect(sit({ taxYear: 2025, state: 'WI', grossPay: 500, stateW4: { allowances: 3 } })).toBe(14.34);
    // Ex 3: biweekly $1,000, married, 3 exemptions: 15,393.60; 451.70 + 4.65% x 2,633.60 = 574.16 / 26 = 22.08
    expect(
      sit({
        taxYear: 2025,
        state: 'WI',
        payFrequency: 'biweekly',
        grossPay: 1000,
        stateW4: { filingStatus: 'married', allowances: 3 },
      }),
    ).toBe(22.08);
  });

  it('no WT-4 (hand-worked)', () => {
    // weekly $350, single, 0 exemptions: 18,200 - 6,651.60 = 11,548.40 x 3.54% = 408.81; / 52 = 7.86
    expect(sit({ taxYear: 2025, state: 'WI', grossPay: 350 })).toBe(7.86);
  });

  it('new-employer SUI 3.05% (Schedule D, payroll under $500,000) on the first $14,000', () => {
    // weekly $1,000: 30.50
    expect(run({ taxYear: 2025, state: 'WI', grossPay: 1000 }).perPeriod.employer.sui).toBe(30.5);
    // with $13,500 already paid, only $500 is taxed: 15.25
    expect(run({ taxYear: 2025, state: 'WI', grossPay: 1000, ytdWages: 13500 }).perPeriod.employer.sui).toBe(15.25);
  });
});
