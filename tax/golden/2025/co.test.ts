import { describe, expect, it } from 'vitest';
import { other, run, sit } from '../../engine/test-helpers';

// Colorado DR 1098 (2025) worksheet: 4.40% of annual wages less the DR 0004 line 2 allowance, or without
// it the Step 2a amount by W-4 filing status. No printed example; hand-worked.
describe('golden examples: Colorado (2025)', () => {
  it('with a DR 0004 line 2 amount (exact)', () => {
    // line 2 = 0: 52,000 x 4.40% = 2,288.00; / 52 = 44.00
    expect(sit({ taxYear: 2025, state: 'CO', grossPay: 1000, stateW4: { exemptionAmount: 0 } })).toBe(44);
    // monthly $5,000, line 2 $20,000, line 3 $25: (60,000 - 20,000) x 4.40% / 12 = 146.67; + 25 = 171.67
    expect(
      sit({
        taxYear: 2025,
        state: 'CO',
        payFrequency: 'monthly',
        grossPay: 5000,
        stateW4: { exemptionAmount: 20000, additionalWithholding: 25 },
      }),
    ).toBe(171.67);
  });

  it('without DR 0004: the $5,000 / $10,000 allowance by W-4 filing status', () => {
    // single: (52,000 - 5,000) x 4.40% = 2,068.00; / 52 = 39.77
    const r = run({ taxYear: 2025, state: 'CO', grossPay: 1000 });
    expect(r.perPeriod.employee.stateIncomeTax).toBe(39.77);
    expect(r.notes.join(' ')).not.toMatch(/Approximation: Colorado/);
    // married filing jointly, monthly $5,000: (60,000 - 10,000) x 4.40% = 2,200; / 12 = 183.33
    expect(
      sit({
        taxYear: 2025,
        state: 'CO',
        payFrequency: 'monthly',
        grossPay: 5000,
        stateW4: { filingStatus: 'marriedJoint' },
      }),
    ).toBe(183.33);
  });

  it('FAMLI: the employee half of 0.9%', () => {
    // 1,000 x 0.45% = 4.50
    expect(other(run({ taxYear: 2025, state: 'CO', grossPay: 1000 }).perPeriod.employee.otherTaxes, 'CO_FAMLI')).toBe(
      4.5,
    );
    // SUI at 3.05% (surcharges included) on the first $27,200: 30.50
    expect(run({ taxYear: 2025, state: 'CO', grossPay: 1000 }).perPeriod.employer.sui).toBe(30.5);
  });
});
