import { describe, expect, it } from 'vitest';
import { other, run } from '../../engine/test-helpers';

// Departmental Notice #1 (2025): 3.00% of wages less the WH-4 exemptions / pay periods; the county rate on
// the same amount as its own line. Hand-worked on the notice's steps (the 2026 notice's example inputs).
describe('golden examples: Indiana (2025)', () => {
  it('weekly $800 with exemptions and a 1% county', () => {
    // 5 x 1,000 + 4 x 1,500 + 2 x 3,000 = 17,000 / 52 = 326.92; 800 - 326.92 = 473.08
    // state x 3.00% = 14.19; county x 1% = 4.73
    const r = run({
      taxYear: 2025,
      state: 'IN',
      grossPay: 800,
      stateW4: { allowances: 5, dependents: 4, additionalAllowances: 2, countyRate: 0.01 },
    });
    expect(r.perPeriod.employee.stateIncomeTax).toBe(14.19);
    expect(other(r.perPeriod.employee.otherTaxes, 'IN_COUNTY')).toBe(4.73);
  });

  it('no WH-4: 3.00% of wages, no county line without a county rate', () => {
    const r = run({ taxYear: 2025, state: 'IN', grossPay: 800 });
    // 800 x 3.00% = 24.00
    expect(r.perPeriod.employee.stateIncomeTax).toBe(24);
    expect(other(r.perPeriod.employee.otherTaxes, 'IN_COUNTY')).toBeUndefined();
  });
});
