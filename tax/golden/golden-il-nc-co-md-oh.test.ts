import { describe, expect, it } from 'vitest';
import { other, run, sit } from '../engine/test-helpers';

// Golden examples: where the publication prints one, its figures; otherwise hand-worked vectors with the arithmetic.
describe('golden examples: Illinois, North Carolina, Colorado, Maryland, Ohio (2026)', () => {
  it('Illinois IL-700-T (2026) Example B and the IL-W-4 lines', () => {
    // IL-700-T p. 4, Example B: weekly $800, 2 Line 1 + 2 Line 2 allowances:
    // (2 x 2,925 + 2 x 1,000) / 52 = 150.96; (800 - 150.96) x 4.95% = 32.13
    expect(sit({ state: 'IL', grossPay: 800, stateW4: { allowances: 2, additionalAllowances: 2 } })).toBe(32.13);
    // the same with Line 3 $25.00 added after the rate: 57.13
    expect(
      sit({
        state: 'IL',
        grossPay: 800,
        stateW4: { allowances: 2, additionalAllowances: 2, additionalWithholding: 25 },
      }),
    ).toBe(57.13);
    // no IL-W-4: no exemptions, 800 x 4.95% = 39.60
    expect(sit({ state: 'IL', grossPay: 800 })).toBe(39.6);
    expect(run({ state: 'IL', grossPay: 800 }).notes.join(' ')).not.toMatch(/Approximation: Illinois/);
  });

  it('North Carolina NC-30 (2026) examples, rounded to the whole dollar', () => {
    // NC-30 p. 18: weekly $450, single, 2 allowances: 450 - 245.19 - 2 x 48.08 = 108.65; x 4.09% = 4.44 -> $4.00
    expect(sit({ state: 'NC', grossPay: 450, stateW4: { allowances: 2 } })).toBe(4);
    // weekly $1,000, no NC-4 (single, 0): 1,000 - 245.19 = 754.81; x 4.09% = 30.87 -> $31
    expect(sit({ state: 'NC', grossPay: 1000 })).toBe(31);
    // head of household: 1,000 - 367.79 = 632.21; x 4.09% = 25.86 -> $26
    expect(sit({ state: 'NC', grossPay: 1000, stateW4: { filingStatus: 'headOfHousehold' } })).toBe(26);
  });

  it('Colorado DR 1098 (2026) worksheet, with a DR 0004 line 2 amount (hand-worked: no printed example)', () => {
    // no DR 0004, single: (52,000 - 5,500) x 4.40% = 2,046.00; / 52 = 39.346
    expect(sit({ state: 'CO', grossPay: 1000 })).toBe(39.35);
    // DR 0004 line 2 = 0: 52,000 x 4.40% = 2,288.00; / 52 = 44.00
    expect(sit({ state: 'CO', grossPay: 1000, stateW4: { exemptionAmount: 0 } })).toBe(44);
    // monthly $5,000, line 2 $20,000, line 3 $25: (60,000 - 20,000) x 4.40% / 12 = 146.667; + 25 = 171.67
    expect(
      sit({
        state: 'CO',
        payFrequency: 'monthly',
        grossPay: 5000,
        stateW4: { exemptionAmount: 20000, additionalWithholding: 25 },
      }),
    ).toBe(171.67);
  });

  it('Maryland 2026 Guide: state from 4.75% and the county as its own line', () => {
    // weekly $1,000, single, 1 exemption, 3.20%: 52,000 - 3,400 - 3,200 = 45,400
    // state 4.75% = 2,156.50 / 52 = 41.471; county 3.20% = 1,452.80 / 52 = 27.938 (together 69.41, the Guide's 7.95% table)
    const weekly = run({ state: 'MD', grossPay: 1000, stateW4: { allowances: 1 } }).perPeriod.employee;
    expect(weekly.stateIncomeTax).toBe(41.47);
    expect(other(weekly.otherTaxes, 'MD_COUNTY')).toBe(27.94);
    // Guide p. 39, annual 3.20% single table: taxable $150,000 -> $12,112.50 (monthly 13,050 = 156,600 - 3,400 - 3,200)
    // state 4,750 + 1,250 + 1,312.50 = 7,312.50 / 12 = 609.375; county 4,800 / 12 = 400
    const table = run({ state: 'MD', payFrequency: 'monthly', grossPay: 13050 }).perPeriod.employee;
    expect(table.stateIncomeTax).toBe(609.38);
    expect(other(table.otherTaxes, 'MD_COUNTY')).toBe(400);
    // Talbot 2.40%, married, 2 exemptions, monthly 5,000: 60,000 - 3,400 - 6,400 = 50,200
    // state 4.75% = 2,384.50 / 12 = 198.708; county 2.40% = 1,204.80 / 12 = 100.40
    const talbot = run({
      state: 'MD',
      payFrequency: 'monthly',
      grossPay: 5000,
      stateW4: { filingStatus: 'married', allowances: 2, countyRate: 0.024 },
    }).perPeriod.employee;
    expect(talbot.stateIncomeTax).toBe(198.71);
    expect(other(talbot.otherTaxes, 'MD_COUNTY')).toBe(100.4);
    // under $5,000 a year (weekly 96.00 in the Guide's box): nothing
    expect(sit({ state: 'MD', grossPay: 95 })).toBe(0);
    expect(run({ state: 'MD', grossPay: 800 }).notes.join(' ')).not.toMatch(/Approximation: Maryland/);
  });

  it('Maryland graduated county rates (Guide p. 9), in place of the flat county line', () => {
    // Anne Arundel, single, taxable 60,000 (monthly 5,550 = 66,600 - 3,400 - 3,200):
    // 2.70% x 50,000 + 2.94% x 10,000 = 1,644.00 (the Guide's slices) / 12 = 137.00; state 4.75% x 60,000 = 2,850 / 12 = 237.50
    const aa = run({
      state: 'MD',
      payFrequency: 'monthly',
      grossPay: 5550,
      stateW4: { allowances: 1, residence: 'anneArundel' },
    }).perPeriod.employee;
    expect(aa.stateIncomeTax).toBe(237.5);
    expect(aa.otherTaxes.filter((l) => l.code === 'MD_COUNTY')).toEqual([
      { code: 'MD_COUNTY', label: 'Anne Arundel County income tax', amount: 137 },
    ]);
    // Frederick, single, same 60,000: the 50,001-150,000 band, 2.96% of the whole = 1,776.00 / 12 = 148.00
    const fr = run({
      state: 'MD',
      payFrequency: 'monthly',
      grossPay: 5550,
      stateW4: { allowances: 1, residence: 'frederick' },
    }).perPeriod.employee;
    expect(other(fr.otherTaxes, 'MD_COUNTY')).toBe(148);
  });

  it('Ohio Optional Computer Formula, both 2026 editions (hand-worked: Ohio prints no example)', () => {
    // before 1 August: weekly $800, 0 exemptions: 41,600; 462.39 + 2.990% x 15,550 = 927.335; / 52 = 17.833
    // (the printed weekly table gives the same: 8.89 + 2.990% x (800 - 500.96) = 17.83)
    expect(sit({ state: 'OH', grossPay: 800, payDate: '2026-03-06' })).toBe(17.83);
    // from 1 August: biweekly $3,000, 1 exemption: 78,000 - 650 = 77,350; 416.80 + 2.990% x 51,300 = 1,950.67; / 26 = 75.026
    expect(
      sit({ state: 'OH', payFrequency: 'biweekly', grossPay: 3000, payDate: '2026-08-07', stateW4: { allowances: 1 } }),
    ).toBe(75.03);
    // school district 1.25% on the same base, its own line: 77,350 x 1.25% / 26 = 37.188
    const district = run({
      state: 'OH',
      payFrequency: 'biweekly',
      grossPay: 3000,
      payDate: '2026-08-07',
      stateW4: { allowances: 1, countyRate: 0.0125 },
    });
    expect(other(district.perPeriod.employee.otherTaxes, 'OH_SCHOOL_DISTRICT')).toBe(37.19);
    // a municipal rate entered by the user, on gross wages: 2.5% x 3,000 = 75.00
    const city = run({ state: 'OH', payFrequency: 'biweekly', grossPay: 3000, localTaxRate: 0.025 });
    expect(other(city.perPeriod.employee.otherTaxes, 'LOCAL_WAGE_TAX')).toBe(75);
  });
});

describe('golden examples: Georgia (2026, both guides)', () => {
  it('Employer Withholding Tax Guide examples, each in its own period', () => {
    // December 2025 guide: semimonthly $1,470.83, C, 1 dependent: 1,470.83 - 1,000.00 - 166.67 = 304.16 x 5.19% = 15.79
    const c = { filingStatus: 'marriedJointOneWorking', dependents: 1 };
    expect(
      sit({ state: 'GA', payFrequency: 'semimonthly', grossPay: 1470.83, payDate: '2026-02-13', stateW4: c }),
    ).toBe(15.79);
    // June 2026 guide Example #1: semimonthly $2,000, C, 1 dependent: 2,000 - 1,250 - 208.33 = 541.67 x 4.99% = 27.03
    expect(sit({ state: 'GA', payFrequency: 'semimonthly', grossPay: 2000, payDate: '2026-06-15', stateW4: c })).toBe(
      27.03,
    );
    // Example #2: head of household, biweekly $935, 2 dependents: 935 - 576.92 - 384.62 < 0: nothing
    expect(
      sit({
        state: 'GA',
        payFrequency: 'biweekly',
        grossPay: 935,
        payDate: '2026-06-12',
        stateW4: { filingStatus: 'headOfHousehold', dependents: 2 },
      }),
    ).toBe(0);
    expect(run({ state: 'GA', grossPay: 1000 }).notes.join(' ')).not.toMatch(/Approximation: Georgia/);
  });
});
