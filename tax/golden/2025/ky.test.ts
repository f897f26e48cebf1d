import { describe, expect, it } from 'vitest';
import { other, run, sit } from '../../engine/test-helpers';

// Kentucky 2025 withholding formula (42A003, 2025 edition): annual wages - $3,270 standard deduction, x 4.0%, / pay periods.
// The 2025 sheet was read only in a vendor's transcription (source ky-2025-gp), so these are hand-worked on its figures.
describe('golden examples 2025: Kentucky', () => {
  it('annualized formula, hand-worked (the 2026 sheet prints the same two wage cases)', () => {
    // monthly $3,270: 3,270 x 12 = 39,240; 39,240 - 3,270 = 35,970; x 4% = 1,438.80; / 12 = 119.90
    expect(sit({ taxYear: 2025, state: 'KY', payFrequency: 'monthly', grossPay: 3270 })).toBe(119.9);
    // biweekly $1,500: 1,500 x 26 = 39,000; 39,000 - 3,270 = 35,730; x 4% = 1,429.20; / 26 = 54.969 -> 54.97
    expect(sit({ taxYear: 2025, state: 'KY', payFrequency: 'biweekly', grossPay: 1500 })).toBe(54.97);
  });

  it('below the standard deduction nothing is withheld; K-4 extra and a local license tax', () => {
    // weekly $60: 3,120 a year < 3,270: 0
    expect(sit({ taxYear: 2025, state: 'KY', grossPay: 60 })).toBe(0);
    // weekly $800: 41,600 - 3,270 = 38,330 x 4% = 1,533.20 / 52 = 29.4846 -> 29.48; + $10 K-4 extra = 39.48
    expect(sit({ taxYear: 2025, state: 'KY', grossPay: 800, stateW4: { additionalWithholding: 10 } })).toBe(39.48);
    // Lexington-Fayette 2.25% of gross, its own line: 800 x 2.25% = 18.00
    expect(
      other(
        run({ taxYear: 2025, state: 'KY', grossPay: 800, localTaxRate: 0.0225 }).perPeriod.employee.otherTaxes,
        'LOCAL_WAGE_TAX',
      ),
    ).toBe(18);
    expect(run({ taxYear: 2025, state: 'KY', grossPay: 800 }).notes.join(' ')).not.toMatch(/Approximation/);
    // SUI at the 2025 new-employer rate (source ky-2025-paychex): 800 x 2.7% = 21.60
    expect(run({ taxYear: 2025, state: 'KY', grossPay: 800 }).perPeriod.employer.sui).toBe(21.6);
  });
});
