import { describe, expect, it } from 'vitest';
import { sit } from '../../engine/test-helpers';

// Missouri 2025 withholding formula (source mo-2025-gp): annual wages - standard deduction by MO W-4 status, the 2025 table
// (0% to $1,313, then 2.0% ... 4.7% over $9,191 plus $256), / periods, rounded to the whole dollar.
describe('golden examples 2025: Missouri', () => {
  it('the 2026 sheet example case on the 2025 figures, and head of household (hand-worked)', () => {
    // $35,000 a year (monthly 2,916.67), married, spouse works: 35,000.04 - 15,000 = 20,000.04
    // 256 + 4.7% x (20,000.04 - 9,191) = 256 + 508.03 = 764.03; / 12 = 63.67 -> $64
    expect(
      sit({
        taxYear: 2025,
        state: 'MO',
        payFrequency: 'monthly',
        grossPay: 2916.67,
        stateW4: { filingStatus: 'marriedBothWork' },
      }),
    ).toBe(64);
    // head of household, weekly $1,000: 52,000 - 22,500 = 29,500; 256 + 4.7% x 20,309 = 1,210.52; / 52 = 23.28 -> $23
    expect(sit({ taxYear: 2025, state: 'MO', grossPay: 1000, stateW4: { filingStatus: 'headOfHousehold' } })).toBe(23);
  });

  it('married, spouse not working, low wages (hand-worked)', () => {
    // biweekly $1,300: 33,800 - 30,000 = 3,800; 26 + 2.5% x (3,800 - 2,626) = 26 + 29.35 = 55.35; / 26 = 2.13 -> $2
    expect(
      sit({
        taxYear: 2025,
        state: 'MO',
        payFrequency: 'biweekly',
        grossPay: 1300,
        stateW4: { filingStatus: 'marriedOneWorks' },
      }),
    ).toBe(2);
  });
});
