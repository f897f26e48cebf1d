import { describe, expect, it } from 'vitest';
import { formulaTax, other, run, sit } from '../engine/test-helpers';

describe('golden examples: Kentucky, Michigan, Idaho, Missouri, Arizona, Pennsylvania (2026)', () => {
  it('Kentucky 42A003 (2026) examples', () => {
    // monthly $3,270: 39,240 - 3,360 = 35,880 x 3.5% = 1,255.80 / 12 = 104.65
    expect(sit({ state: 'KY', payFrequency: 'monthly', grossPay: 3270 })).toBe(104.65);
    // biweekly $1,500: 39,000 - 3,360 = 35,640 x 3.5% = 1,247.40 / 26 = 47.98 (the sheet prints a rounded "$47")
    expect(sit({ state: 'KY', payFrequency: 'biweekly', grossPay: 1500 })).toBe(47.98);
    // Lexington-Fayette occupational license fee 2.25% of gross, its own line: 1,500 x 2.25% = 33.75
    expect(
      other(
        run({ state: 'KY', payFrequency: 'biweekly', grossPay: 1500, localTaxRate: 0.0225 }).perPeriod.employee
          .otherTaxes,
        'LOCAL_WAGE_TAX',
      ),
    ).toBe(33.75);
  });

  it('Michigan Form 446 (hand-worked: no printed example) and the Detroit Form 5469 example', () => {
    // weekly $1,000, 2 exemptions: 5,900 / 52 = 113.46 each; 1,000 - 226.92 = 773.08 x 4.25% = 32.86
    expect(sit({ state: 'MI', grossPay: 1000, stateW4: { allowances: 2 } })).toBe(32.86);
    // Detroit, weekly $200, resident, 3 exemptions: 200 - 34.62 = 165.38 x 2.4% = 3.97
    const detroit = run({ state: 'MI', grossPay: 200, stateW4: { allowances: 3, residence: 'detroit' } });
    expect(other(detroit.perPeriod.employee.otherTaxes, 'DETROIT')).toBe(3.97);
    // state on the same facts: 200 - 340.38 < 0: nothing
    expect(detroit.perPeriod.employee.stateIncomeTax).toBe(0);
  });

  it('Idaho before 31 July 2026: the 1 July 2025 table by the annualized wage method (hand-worked)', () => {
    // weekly $1,000, single, 1 allowance: 52,000 - 3,868 - 15,000 = 33,132 x 5.3% = 1,756.00 / 52 = 33.77 -> $34
    expect(sit({ state: 'ID', grossPay: 1000, payDate: '2026-03-06', stateW4: { allowances: 1 } })).toBe(34);
    // monthly $6,000, married, 2: 72,000 - 7,736 - 30,000 = 34,264 x 5.3% = 1,815.99 / 12 = 151.33 -> $151
    expect(
      sit({
        state: 'ID',
        payFrequency: 'monthly',
        grossPay: 6000,
        payDate: '2026-03-31',
        stateW4: { filingStatus: 'married', allowances: 2 },
      }),
    ).toBe(151);
    expect(run({ state: 'ID', grossPay: 1000 }).notes.join(' ')).not.toMatch(/Approximation:/);
  });

  it('Idaho: the Commission example on the 23 July 2026 table', () => {
    // $1,212 biweekly, single, 4 allowances (worth $0): (1,212 - 619) x 5.3% = 31.43 -> $31
    expect(
      sit({ state: 'ID', payFrequency: 'biweekly', grossPay: 1212, payDate: '2026-08-14', stateW4: { allowances: 4 } }),
    ).toBe(31);
    // married, weekly $1,000: (1,000 - 619) x 5.3% = 20.19 -> $20
    expect(sit({ state: 'ID', grossPay: 1000, payDate: '2026-08-07', stateW4: { filingStatus: 'married' } })).toBe(20);
  });

  it('Missouri 2026 formula example, and a hand-worked head of household', () => {
    // $35,000 a year (monthly 2,916.67), married, spouse works: 35,000.04 - 16,100 = 18,900.04
    // 263 + 4.7% x 9,464.04 = 707.81; / 12 = 58.98 -> $59
    expect(
      sit({ state: 'MO', payFrequency: 'monthly', grossPay: 2916.67, stateW4: { filingStatus: 'marriedBothWork' } }),
    ).toBe(59);
    // head of household, weekly $1,000: 52,000 - 24,150 = 27,850; 263 + 4.7% x 18,414 = 1,128.458; / 52 = 21.70 -> $22
    expect(sit({ state: 'MO', grossPay: 1000, stateW4: { filingStatus: 'headOfHousehold' } })).toBe(22);
  });

  it('Arizona A-4 (2026): the elected percentage of gross wages (the form arithmetic)', () => {
    // no A-4: 2.0% of 1,000 = 20.00; 2.5% of 2,400 = 60.00; 2.0% + $15 extra = 35.00
    // (Arizona law keeps its tax off wages for domestic service, so a household paycheck never shows it.)
    expect(formulaTax({ state: 'AZ', grossPay: 1000 })).toBe(20);
    expect(
      formulaTax({ state: 'AZ', payFrequency: 'monthly', grossPay: 2400, stateW4: { withholdingRate: 0.025 } }),
    ).toBe(60);
    expect(
      formulaTax({ state: 'AZ', grossPay: 1000, stateW4: { withholdingRate: 0.02, additionalWithholding: 15 } }),
    ).toBe(35);
  });

  it('Pennsylvania: 3.07% of all compensation, and a local earned income tax line (the rule arithmetic)', () => {
    // biweekly $2,000 x 3.07% = 61.40; Allentown nonresident EIT 1.28% (DCED case): 25.60
    const r = run({ state: 'PA', payFrequency: 'biweekly', grossPay: 2000, localTaxRate: 0.0128 });
    expect(r.perPeriod.employee.stateIncomeTax).toBe(61.4);
    expect(other(r.perPeriod.employee.otherTaxes, 'LOCAL_WAGE_TAX')).toBe(25.6);
  });
});
