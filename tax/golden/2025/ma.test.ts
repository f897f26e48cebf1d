import { describe, expect, it } from 'vitest';
import { other, run, sit } from '../../engine/test-helpers';

// Massachusetts Circular M (2025) percentage method: the 2026 method with the 2025 surtax threshold ($1,083,150); the
// exemption factors, credits and low-wage rule are unchanged (source ma-2025-circular-m). Hand-worked.
describe('golden examples 2025: Massachusetts', () => {
  it('FICA and the exemption factor come off the wages, then 5%; head of household and blindness credits', () => {
    // weekly $1,000, 2 exemptions: FICA 62.00 + 14.50 = 76.50; factor 104; (1,000 - 76.50 - 104) x 5% = 40.975 -> 40.98
    expect(sit({ taxYear: 2025, state: 'MA', grossPay: 1000, stateW4: { allowances: 2 } })).toBe(40.98);
    // head of household: less 2.31 = 38.67; and one blind: less 2.12 more = 36.55
    expect(
      sit({
        taxYear: 2025,
        state: 'MA',
        grossPay: 1000,
        stateW4: { allowances: 2, filingStatus: 'headOfHousehold', additionalAllowances: 1 },
      }),
    ).toBe(36.55);
  });

  it('the FICA subtraction stops at $2,000, and the 9% rate above $1,083,150 a year', () => {
    // 26,000 paid so far: FICA 1,989.00 subtracted; this week 11.00 more: (1,000 - 11 - 104) x 5% = 44.25
    expect(sit({ taxYear: 2025, state: 'MA', grossPay: 1000, ytdWages: 26000, stateW4: { allowances: 2 } })).toBe(
      44.25,
    );
    // weekly $25,000 after $100,000 this year (FICA already subtracted in full), 1 exemption: 25,000 - 85 = 24,915;
    // threshold 1,083,150 / 52 = 20,829.81: 5% x 20,829.81 = 1,041.4905 + 9% x (24,915 - 20,829.81) = 367.6671 -> 1,409.16
    expect(sit({ taxYear: 2025, state: 'MA', grossPay: 25000, ytdWages: 100000, stateW4: { allowances: 1 } })).toBe(
      1409.16,
    );
  });

  it('2025 PFML employee share 0.46%', () => {
    // weekly $1,000 x 0.46% = 4.60
    expect(other(run({ taxYear: 2025, state: 'MA', grossPay: 1000 }).perPeriod.employee.otherTaxes, 'MA_PFML')).toBe(
      4.6,
    );
  });
});
