import { describe, expect, it } from 'vitest';
import { other, run, sit } from '../../engine/test-helpers';

// Maine 2025 percentage method (the 2026 booklet's Steps 1-6 on the 2025 figures): annual wages - $5,150 per allowance -
// standard deduction ($12,150 single / $27,150 married, phased out above $100,000 / $200,050), rate schedule, annual tax to
// the dollar, / periods, to the dollar. The 2025 tables were read in Suburban Computer's reproduction (me-2025-suburban).
describe('golden examples 2025: Maine', () => {
  it('single and married (hand-worked)', () => {
    // weekly $1,000, single, 1 allowance: 52,000 - 5,150 - 12,150 = 34,700; 1,554 + 6.75% x (34,700 - 26,800) = 2,087.25 -> 2,087
    // / 52 = 40.13 -> $40
    expect(sit({ taxYear: 2025, state: 'ME', grossPay: 1000, stateW4: { allowances: 1 } })).toBe(40);
    // biweekly $4,000, married, 2 allowances: 104,000 - 10,300 - 27,150 = 66,550; 3,109 + 6.75% x 12,950 = 3,983.125 -> 3,983
    // / 26 = 153.19 -> $153
    expect(
      sit({
        taxYear: 2025,
        state: 'ME',
        payFrequency: 'biweekly',
        grossPay: 4000,
        stateW4: { filingStatus: 'married', allowances: 2 },
      }),
    ).toBe(153);
  });

  it('the standard deduction phasing out (hand-worked)', () => {
    // weekly $2,500, single, 0 allowances: 130,000; deduction 12,150 - 0.162 x (130,000 - 100,000) = 7,290
    // 130,000 - 7,290 = 122,710; 4,028 + 7.15% x (122,710 - 63,450) = 8,265.09 -> 8,265; / 52 = 158.94 -> $159
    expect(sit({ taxYear: 2025, state: 'ME', grossPay: 2500 })).toBe(159);
  });

  it('Maine PFML: the employee half, 0.5% of wages', () => {
    // weekly $1,000 x 0.5% = 5.00
    expect(other(run({ taxYear: 2025, state: 'ME', grossPay: 1000 }).perPeriod.employee.otherTaxes, 'ME_PFML')).toBe(5);
    // SUI at the 2025 new-employer rate (source me-2025-paychex): 1,000 x 2.11% = 21.10
    expect(run({ taxYear: 2025, state: 'ME', grossPay: 1000 }).perPeriod.employer.sui).toBe(21.1);
  });
});
