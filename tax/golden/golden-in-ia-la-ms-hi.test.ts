import { describe, expect, it } from 'vitest';
import { other, run, sit } from '../engine/test-helpers';

// Golden examples: where the publication prints one, its figures; otherwise hand-worked vectors with the arithmetic.
describe('golden examples: Indiana, Iowa, Louisiana, Mississippi, Hawaii (2026)', () => {
  it('Indiana Departmental Notice #1 (2026), p. 3 example: state and county lines', () => {
    // weekly $800; 5 personal (96.15), 3 + 1 dependent (86.54 + 28.85), 2 adopted (115.38): 326.92
    // taxable 473.08; state x 2.95% = 13.96; county x 1% = 4.73
    const r = run({
      state: 'IN',
      grossPay: 800,
      stateW4: { allowances: 5, dependents: 4, additionalAllowances: 2, countyRate: 0.01 },
    });
    expect(r.perPeriod.employee.stateIncomeTax).toBe(13.96);
    expect(other(r.perPeriod.employee.otherTaxes, 'IN_COUNTY')).toBe(4.73);
    // no WH-4: 800 x 2.95% = 23.60, and no county line without a county rate (a note asks for it)
    const none = run({ state: 'IN', grossPay: 800 });
    expect(none.perPeriod.employee.stateIncomeTax).toBe(23.6);
    expect(other(none.perPeriod.employee.otherTaxes, 'IN_COUNTY')).toBeUndefined();
    expect(none.notes.join(' ')).toMatch(/stateW4\.countyRate/);
  });

  it('Iowa 2026 withholding formula, Examples 1-6 and 9', () => {
    // Ex 1: biweekly $2,100, Other, $40: (2,100 - 500) x 3.80% = 60.80; - 40 / 26 = 59.26
    expect(sit({ state: 'IA', payFrequency: 'biweekly', grossPay: 2100, stateW4: { exemptionAmount: 40 } })).toBe(
      59.26,
    );
    // Ex 2: MFJ, spouse without income, $80: (2,100 - 1,000) x 3.80% = 41.80; - 80 / 26 = 38.72
    expect(
      sit({
        state: 'IA',
        payFrequency: 'biweekly',
        grossPay: 2100,
        stateW4: { filingStatus: 'marriedSpouseNoIncome', exemptionAmount: 80 },
      }),
    ).toBe(38.72);
    // Ex 3: head of household, $160: (2,100 - 750) x 3.80% = 51.30; - 160 / 26 = 45.15
    expect(
      sit({
        state: 'IA',
        payFrequency: 'biweekly',
        grossPay: 2100,
        stateW4: { filingStatus: 'headOfHousehold', exemptionAmount: 160 },
      }),
    ).toBe(45.15);
    // Ex 4: monthly $5,000, Other, $40: 3,916.67 x 3.80% = 148.83; - 3.33 = 145.50
    expect(sit({ state: 'IA', payFrequency: 'monthly', grossPay: 5000, stateW4: { exemptionAmount: 40 } })).toBe(145.5);
    // Ex 5: 2,833.33 x 3.80% = 107.67; - 6.67 = 101.00
    expect(
      sit({
        state: 'IA',
        payFrequency: 'monthly',
        grossPay: 5000,
        stateW4: { filingStatus: 'marriedSpouseNoIncome', exemptionAmount: 80 },
      }),
    ).toBe(101);
    // Ex 6: 3,375.00 x 3.80% = 128.25; - 13.33 = 114.92
    expect(
      sit({
        state: 'IA',
        payFrequency: 'monthly',
        grossPay: 5000,
        stateW4: { filingStatus: 'headOfHousehold', exemptionAmount: 160 },
      }),
    ).toBe(114.92);
    // Ex 9 (2023-or-earlier IA W-4): monthly $5,000, single, 1 allowance = $40 -> 145.50
    expect(sit({ state: 'IA', payFrequency: 'monthly', grossPay: 5000, stateW4: { allowances: 1 } })).toBe(145.5);
  });

  it('Louisiana R-1306 (1/26) Examples 1 and 2', () => {
    // Ex 1: weekly $700, Block A 1: (700 - 12,875 / 52 = 247.60) x 0.0309 = 13.98
    expect(sit({ state: 'LA', grossPay: 700, stateW4: { filingStatus: 'single' } })).toBe(13.98);
    // Ex 2: biweekly $4,600, Block A 2: (4,600 - 990.38) x 0.0309 = 111.54
    expect(sit({ state: 'LA', payFrequency: 'biweekly', grossPay: 4600, stateW4: { filingStatus: 'joint' } })).toBe(
      111.54,
    );
    // no L-4: no deduction, 700 x 0.0309 = 21.63
    expect(sit({ state: 'LA', grossPay: 700 })).toBe(21.63);
  });

  it('Mississippi: the weekly 2026 Table A cell, and the 89-350 exemption amount (hand-worked)', () => {
    // Table A, $500-$510, single, $0 exemption: $11 (505 x 52 = 26,260 - 2,300 - 10,000 = 13,960 x 4% = 558.40 / 52 = 10.74 -> 11)
    expect(sit({ state: 'MS', grossPay: 505 })).toBe(11);
    // married, spouse not employed, line 6 $12,000, monthly $6,000: 72,000 - 4,600 - 12,000 - 10,000 = 45,400
    // x 4% = 1,816 / 12 = 151.33 -> $151
    expect(
      sit({
        state: 'MS',
        payFrequency: 'monthly',
        grossPay: 6000,
        stateW4: { filingStatus: 'marriedSpouseNotEmployed', exemptionAmount: 12000 },
      }),
    ).toBe(151);
  });

  it('Hawaii Booklet A example (rev. 2025, in force for 2026)', () => {
    // $500 weekly, single, 3 allowances: 26,000 - 3,432 - 4,350 = 18,218; 288 + 5.5% x 3,818 = 497.99 / 52 = 9.58
    expect(sit({ state: 'HI', grossPay: 500, stateW4: { allowances: 3 } })).toBe(9.58);
    // married, 2 allowances, monthly $6,000: 72,000 - 2,288 - 4,350 = 65,362; 1,718 + 6.8% x 17,362 = 2,898.616 / 12 = 241.551
    expect(
      sit({
        state: 'HI',
        payFrequency: 'monthly',
        grossPay: 6000,
        stateW4: { filingStatus: 'married', allowances: 2 },
      }),
    ).toBe(241.55);
  });
});
