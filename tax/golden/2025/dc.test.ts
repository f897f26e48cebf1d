import { describe, expect, it } from 'vitest';
import { other, run, sit } from '../../engine/test-helpers';

// FR-230 percentage method as OTR Notice 2022-08 keeps it (no 2025 tables or example are published): hand-worked.
describe('golden examples: District of Columbia (2025)', () => {
  it('no allowances: the rate schedule on annual wages', () => {
    // weekly $1,000: 52,000; 2,200 + 6.5% x 12,000 = 2,980 / 52 = 57.31
    const r = run({ taxYear: 2025, state: 'DC', grossPay: 1000 });
    expect(r.perPeriod.employee.stateIncomeTax).toBe(57.31);
    // Paid Family Leave, employer only: 1,000 x 0.75% = 7.50
    expect(other(r.perPeriod.employer.otherTaxes, 'DC_PFL')).toBe(7.5);
  });

  it('two allowances (flagged: the allowance value is the 2026 amount)', () => {
    // 4,300 / 52 = 82.69 each; 52,000 - 8,599.76 = 43,400.24; 2,200 + 6.5% x 3,400.24 = 2,421.02 / 52 = 46.56
    expect(sit({ taxYear: 2025, state: 'DC', grossPay: 1000, stateW4: { allowances: 2 } })).toBe(46.56);
    expect(run({ taxYear: 2025, state: 'DC', grossPay: 1000, stateW4: { allowances: 2 } }).notes.join(' ')).toMatch(
      /Approximation: District of Columbia/,
    );
  });
});
