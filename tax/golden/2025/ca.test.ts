import { describe, expect, it } from 'vitest';
import { other, run, sit } from '../../engine/test-helpers';

// EDD California Withholding Schedules for 2025, Method B: Tables 1-4 for the period as printed; the
// period's taxable wages are taxed by the annual rate table divided by the periods (the period rate
// tables were not found: an approximation, flagged). No printed 2025 example was available; hand-worked.
describe('golden examples: California (2025)', () => {
  it('no DE 4: single, zero allowances, weekly $1,000', () => {
    // Table 1: 1,000 > 353; Table 3: 1,000 - 107 = 893
    // annual table / 52: over 773.94 (40,245 / 52) at 6.6%, base 1,091.49 / 52 = 20.99
    // 6.6% x (893 - 773.94) = 7.86; 20.99 + 7.86 = 28.85
    const r = run({ taxYear: 2025, state: 'CA', grossPay: 1000 });
    expect(r.perPeriod.employee.stateIncomeTax).toBe(28.85);
    expect(r.notes.join(' ')).toMatch(/Approximation: California/);
    // SDI 1.2% of all wages: 12.00; ETT 0.1% and UI 3.4% on the first $7,000: 1.00 and 34.00
    expect(other(r.perPeriod.employee.otherTaxes, 'CA_SDI')).toBe(12);
    expect(other(r.perPeriod.employer.otherTaxes, 'CA_ETT')).toBe(1);
    expect(r.perPeriod.employer.sui).toBe(34);
  });

  it('the weekly low-income exemption ($353) and the first brackets', () => {
    expect(sit({ taxYear: 2025, state: 'CA', grossPay: 353 })).toBe(0);
    // 354 - 107 = 247; 1.1% x 206.85 = 2.28 (10,756 / 52), 2.2% x (247 - 206.85) = 0.88; 3.16
    expect(sit({ taxYear: 2025, state: 'CA', grossPay: 354 })).toBe(3.16);
  });

  it('married with three allowances (the higher deduction) and head of household with an estimated deduction', () => {
    // monthly $5,000, married, 3 allowances: Table 1 column C 3,061; Table 3 923: 4,077
    // married table / 12: 19.72 + 2.2% x (4,077 - 1,792.67) = 19.72 + 50.26 = 69.98; Table 4, 3 allowances: 40.98; 29.00
    expect(
      sit({
        taxYear: 2025,
        state: 'CA',
        payFrequency: 'monthly',
        grossPay: 5000,
        stateW4: { filingStatus: 'married', allowances: 3 },
      }),
    ).toBe(29);
    // biweekly $2,000, head of household, 1 regular and 1 estimated-deduction allowance:
    // 2,000 - 38 (Table 2) - 426 (Table 3) = 1,536; head table / 26: 9.11 + 2.2% x (1,536 - 827.96) = 9.11 + 15.58 = 24.69
    // Table 4, 1 allowance: 6.30; 18.39
    expect(
      sit({
        taxYear: 2025,
        state: 'CA',
        payFrequency: 'biweekly',
        grossPay: 2000,
        stateW4: { filingStatus: 'headOfHousehold', allowances: 1, additionalAllowances: 1 },
      }),
    ).toBe(18.39);
  });
});
