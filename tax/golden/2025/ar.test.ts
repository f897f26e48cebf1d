import { describe, expect, it } from 'vitest';
import { run, sit } from '../../engine/test-helpers';

// Arkansas's 2025 Withholding Tax Formula (its brackets) was not found: nothing is computed for 2025,
// the result says so, and an amount the employer takes from the Department's 2025 tables can be entered.
describe('golden examples: Arkansas (2025)', () => {
  it('is not computed, and says so', () => {
    const r = run({ taxYear: 2025, state: 'AR', grossPay: 800 });
    expect(r.perPeriod.employee.stateIncomeTax).toBe(0);
    expect(r.notes.join(' ')).toMatch(/Arkansas/);
    // SUI: new employers 1.9% of the first $7,000: 800 x 1.9% = 15.20
    expect(r.perPeriod.employer.sui).toBe(15.2);
  });

  it('withholds an amount entered as additional withholding', () => {
    expect(sit({ taxYear: 2025, state: 'AR', grossPay: 800, stateW4: { additionalWithholding: 21.5 } })).toBe(21.5);
  });
});
