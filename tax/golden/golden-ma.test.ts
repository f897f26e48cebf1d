import { describe, expect, it } from 'vitest';
import { run, sit } from '../engine/test-helpers';

// Circular M (rev. 12/25), percentage method for 2026; hand-worked on its per-period figures.
describe('golden examples: Massachusetts (2026)', () => {
  it('FICA and the exemption factor come off the wages, then 5%', () => {
    // weekly $1,000, 2 exemptions: FICA 76.50; factor 19 x 2 + 66 = 104; (1,000 - 76.50 - 104) x 5% = 40.975 -> 40.98
    expect(sit({ state: 'MA', grossPay: 1000, stateW4: { allowances: 2 } })).toBe(40.98);
    // head of household: less 2.31 = 38.67; and blind: less 2.12 more = 36.55
    expect(sit({ state: 'MA', grossPay: 1000, stateW4: { allowances: 2, filingStatus: 'headOfHousehold' } })).toBe(
      38.67,
    );
    expect(
      sit({
        state: 'MA',
        grossPay: 1000,
        stateW4: { allowances: 2, filingStatus: 'headOfHousehold', additionalAllowances: 1 },
      }),
    ).toBe(36.55);
  });

  it('the FICA subtraction stops at $2,000 for the year', () => {
    // 26,000 paid so far: FICA 1,989.00 subtracted; this week only 11.00 more: (1,000 - 11 - 104) x 5% = 44.25
    expect(sit({ state: 'MA', grossPay: 1000, ytdWages: 26000, stateW4: { allowances: 2 } })).toBe(44.25);
  });

  it('the year follows the $2,000 cap period by period, not this period times 52', () => {
    // weekly $1,000, 2 exemptions, FICA 76.50 a week: weeks 1-26 (FICA before at most 1,912.50) subtract all 76.50:
    // 40.975, the table's product rounded to the cent 40.98, x 26 = 1,065.48; week 27 (1,989.00 before) subtracts
    // 11.00: (1,000 - 11 - 104) x 5% = 44.25; weeks 28-52 subtract nothing: 25 x (1,000 - 104) x 5% = 25 x 44.80
    // = 1,120.00; the year 1,065.48 + 44.25 + 1,120.00 = 2,229.73 (this week times 52 would say 2,130.96)
    expect(run({ state: 'MA', grossPay: 1000, stateW4: { allowances: 2 } }).annual.employee.stateIncomeTax).toBe(
      2229.73,
    );
    // the same year whatever has been paid so far
    expect(
      run({ state: 'MA', grossPay: 1000, ytdWages: 30000, stateW4: { allowances: 2 } }).annual.employee.stateIncomeTax,
    ).toBe(2229.73);
  });

  it('low wages: nothing with an exemption below $154 a week; without exemptions, 5%', () => {
    expect(sit({ state: 'MA', grossPay: 150, annualCashWages: 7800, stateW4: { allowances: 1 } })).toBe(0);
    // no M-4: 0 exemptions: (150 - 11.475) x 5% = 6.926 -> 6.93
    expect(sit({ state: 'MA', grossPay: 150, annualCashWages: 7800 })).toBe(6.93);
  });
});
