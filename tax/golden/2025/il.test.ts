import { describe, expect, it } from 'vitest';
import { run, sit } from '../../engine/test-helpers';

// Booklet IL-700-T (R-12/24), automated payroll method: 4.95% of wages less
// (Line 1 allowances x $2,850 + Line 2 allowances x $1,000) / pay periods. Hand-worked on the booklet's steps.
describe('golden examples: Illinois (2025)', () => {
  it('Example B inputs on the 2025 allowance', () => {
    // weekly $800, 2 Line 1 + 2 Line 2 allowances: (2 x 2,850 + 2 x 1,000) / 52 = 148.08
    // (800 - 148.08) x 4.95% = 32.27; with Line 3 $25.00: 57.27
    expect(
      sit({ taxYear: 2025, state: 'IL', grossPay: 800, stateW4: { allowances: 2, additionalAllowances: 2 } }),
    ).toBe(32.27);
    expect(
      sit({
        taxYear: 2025,
        state: 'IL',
        grossPay: 800,
        stateW4: { allowances: 2, additionalAllowances: 2, additionalWithholding: 25 },
      }),
    ).toBe(57.27);
  });

  it('no IL-W-4, and a biweekly certificate', () => {
    // weekly $1,000 x 4.95% = 49.50
    expect(sit({ taxYear: 2025, state: 'IL', grossPay: 1000 })).toBe(49.5);
    // biweekly $1,500, 2 + 1: 6,700 / 26 = 257.69; 1,242.31 x 4.95% = 61.49
    expect(
      sit({
        taxYear: 2025,
        state: 'IL',
        payFrequency: 'biweekly',
        grossPay: 1500,
        stateW4: { allowances: 2, additionalAllowances: 1 },
      }),
    ).toBe(61.49);
    expect(run({ taxYear: 2025, state: 'IL', grossPay: 1000 }).notes.join(' ')).not.toMatch(/Approximation: Illinois/);
  });
});
