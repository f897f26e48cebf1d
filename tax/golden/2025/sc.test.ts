import { describe, expect, it } from 'vitest';
import { run, sit } from '../../engine/test-helpers';

// South Carolina WH-1603F, Formula for Computing SC 2025 Withholding Tax (11/12/2024), read in a
// vendor's reproduction of the formula and its worked example.
describe('golden examples: South Carolina (2025)', () => {
  it('WH-1603F (2025) example: $750 a week, 3 allowances', () => {
    // 39,000 - 3 x 4,860 = 24,420; - 10% x 39,000 = 3,900 -> 20,520 taxable
    // 428.10 + 6.2% x (20,520 - 17,830) = 594.88 a year; / 52 = 11.44
    expect(sit({ taxYear: 2025, state: 'SC', grossPay: 750, stateW4: { allowances: 3 } })).toBe(11.44);
  });

  it('no SC W-4, and the standard deduction cap (hand-worked)', () => {
    // no allowances, so no standard deduction: 428.10 + 6.2% x (39,000 - 17,830) = 1,740.64 / 52 = 33.47
    expect(sit({ taxYear: 2025, state: 'SC', grossPay: 750 })).toBe(33.47);
    // monthly $8,000, 1 allowance: 96,000 - 4,860 - 7,300 (10% = 9,600, capped) = 83,840
    // 428.10 + 6.2% x 66,010 = 4,520.72; / 12 = 376.73
    expect(
      sit({ taxYear: 2025, state: 'SC', payFrequency: 'monthly', grossPay: 8000, stateW4: { allowances: 1 } }),
    ).toBe(376.73);
  });

  it('new-employer SUI 1% (class 12 or 1%, whichever is higher) on the first $14,000', () => {
    // weekly $1,000: 10.00
    expect(run({ taxYear: 2025, state: 'SC', grossPay: 1000 }).perPeriod.employer.sui).toBe(10);
    // with $13,500 already paid, only $500 is taxed: 5.00
    expect(run({ taxYear: 2025, state: 'SC', grossPay: 1000, ytdWages: 13500 }).perPeriod.employer.sui).toBe(5);
  });
});
