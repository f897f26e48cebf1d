import { describe, expect, it } from 'vitest';
import { other, run, sit } from '../../engine/test-helpers';

// Oregon Withholding Tax Formulas (150-206-436) for 2025: standard deduction $2,835 / $5,670, $256 per
// allowance, federal tax subtraction up to $8,500 (the National Finance Center's summary of the 2025
// formula) on the 2025 brackets ($4,400 / $11,100 / $125,000 single, doubled for the married tables).
// The 2025 formula's own examples were not available: hand-worked, with no federal tax withheld (a
// household employer withholds it only by agreement), so nothing is subtracted for it.
describe('golden examples: Oregon (2025)', () => {
  it('single and married, up to and over $50,000 a year (hand-worked)', () => {
    // weekly $500, single, 0 allowances: 26,000 - 2,835 = 23,165
    // 4,400 x 4.75% + 6,700 x 6.75% + (23,165 - 11,100) x 8.75% = 1,716.94; + 256 (wages up to $50,000) = 1,972.94; / 52 = 37.94
    expect(sit({ taxYear: 2025, state: 'OR', grossPay: 500, stateW4: { filingStatus: 'single' } })).toBe(37.94);
    // weekly $1,100, single, 1 allowance: 57,200 - 2,835 = 54,365; 661.25 + 8.75% x 43,265 = 4,446.94 (no addition over $50,000)
    // less 256 = 4,190.94; / 52 = 80.59
    expect(
      sit({ taxYear: 2025, state: 'OR', grossPay: 1100, stateW4: { filingStatus: 'single', allowances: 1 } }),
    ).toBe(80.59);
    // monthly $3,000, married, 2 allowances: 36,000 - 5,670 = 30,330
    // 8,800 x 4.75% + 13,400 x 6.75% + (30,330 - 22,200) x 8.75% = 2,033.88; + 256 - 2 x 256 = 1,777.88; / 12 = 148.16
    expect(
      sit({
        taxYear: 2025,
        state: 'OR',
        payFrequency: 'monthly',
        grossPay: 3000,
        stateW4: { filingStatus: 'married', allowances: 2 },
      }),
    ).toBe(148.16);
  });

  it('single with 3 allowances uses the married table; no OR-W-4 is 8% (hand-worked)', () => {
    // monthly $2,000, single, 3 allowances: 24,000 - 5,670 = 18,330; 418 + 6.75% x 9,530 = 1,061.28; + 256 - 768 = 549.28; / 12 = 45.77
    expect(
      sit({
        taxYear: 2025,
        state: 'OR',
        payFrequency: 'monthly',
        grossPay: 2000,
        stateW4: { filingStatus: 'single', allowances: 3 },
      }),
    ).toBe(45.77);
    // no OR-W-4: 8% x 1,000 = 80.00
    expect(sit({ taxYear: 2025, state: 'OR', grossPay: 1000 })).toBe(80);
  });

  it('Paid Leave Oregon 0.6% to $176,100 and the 0.1% statewide transit tax', () => {
    // weekly $1,000: 0.6% = 6.00 and 0.1% = 1.00; with $175,600 already paid only $500 is covered: 3.00
    const r = run({ taxYear: 2025, state: 'OR', grossPay: 1000 });
    expect(other(r.perPeriod.employee.otherTaxes, 'OR_PLO')).toBe(6);
    expect(other(r.perPeriod.employee.otherTaxes, 'OR_STT')).toBe(1);
    expect(
      other(
        run({ taxYear: 2025, state: 'OR', grossPay: 1000, ytdWages: 175600 }).perPeriod.employee.otherTaxes,
        'OR_PLO',
      ),
    ).toBe(3);
    // SUI: 2.4% new-employer rate on the first $54,300: 24.00
    expect(r.perPeriod.employer.sui).toBe(24);
  });
});
