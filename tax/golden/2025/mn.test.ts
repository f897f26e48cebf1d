import { describe, expect, it } from 'vitest';
import { other, run, sit } from '../../engine/test-helpers';

// Minnesota 2025 computer formula (source mn-2025-gp): annual wages - $5,200 per W-4MN allowance, the single or married
// chart, / periods (optional rounding to the dollar not applied).
describe('golden examples 2025: Minnesota', () => {
  it('single and married (hand-worked)', () => {
    // weekly $1,000, single, 1 allowance: 52,000 - 5,200 = 46,800; 1,742.50 + 6.8% x (46,800 - 37,120) = 1,742.50 + 658.24
    // = 2,400.74; / 52 = 46.168 -> 46.17
    expect(sit({ taxYear: 2025, state: 'MN', grossPay: 1000, stateW4: { allowances: 1 } })).toBe(46.17);
    // monthly $6,000, married, 3 allowances: 72,000 - 15,600 = 56,400; 5.35% x (56,400 - 14,300) = 2,252.35; / 12 = 187.696 -> 187.70
    expect(
      sit({
        taxYear: 2025,
        state: 'MN',
        payFrequency: 'monthly',
        grossPay: 6000,
        stateW4: { filingStatus: 'married', allowances: 3 },
      }),
    ).toBe(187.7);
  });

  it('no Minnesota Paid Leave premium before 2026', () => {
    const r = run({ taxYear: 2025, state: 'MN', grossPay: 1000 });
    expect(other(r.perPeriod.employee.otherTaxes, 'MN_PL_EE')).toBeUndefined();
    expect(other(r.perPeriod.employer.otherTaxes, 'MN_PL_ER')).toBeUndefined();
  });
});
