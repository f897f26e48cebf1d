import { describe, expect, it } from 'vitest';
import { other, run, sit } from '../engine/test-helpers';

// NYS-50-T-NYS, -NYC and -Y (1/26), Method II exact calculation: the publications' worked examples.
describe('golden examples: New York State, New York City and Yonkers (2026)', () => {
  it('New York State examples (NYS-50-T-NYS pp. 16-19)', () => {
    // Single Ex 1: weekly $400, 3 exemptions: 400 - 200.05 = 199.95; (199.95 - 163) x 4.40% = 1.63; + 6.38 = 8.01
    expect(sit({ state: 'NY', grossPay: 400, stateW4: { allowances: 3 } })).toBe(8.01);
    // Single Ex 3: monthly $50,000, 3 exemptions: 49,133.40; (49,133.40 - 22,117) x 7.35% = 1,985.71; + 1,590.92 = 3,576.63
    expect(sit({ state: 'NY', payFrequency: 'monthly', grossPay: 50000, stateW4: { allowances: 3 } })).toBe(3576.63);
    // Married Ex 1: weekly $400, 4 exemptions: 400 - 229.90 = 170.10; 0.31 + 6.38 = 6.69
    expect(sit({ state: 'NY', grossPay: 400, stateW4: { filingStatus: 'married', allowances: 4 } })).toBe(6.69);
    // Married Ex 3: monthly $50,000, 3 exemptions: 49,087.60; 1,322.09 + 2,300.00 = 3,622.09
    expect(
      sit({
        state: 'NY',
        payFrequency: 'monthly',
        grossPay: 50000,
        stateW4: { filingStatus: 'married', allowances: 3 },
      }),
    ).toBe(3622.09);
    // no IT-2104: single, 0; weekly $800: 657.70; 11.27 + (657.70 - 267) x 5.40% = 21.10 -> 32.37
    expect(sit({ state: 'NY', grossPay: 800 })).toBe(32.37);
  });

  it('New York City examples (NYS-50-T-NYC pp. 24-27), a line of their own', () => {
    const nyc = (input: Record<string, unknown>) =>
      other(run({ state: 'NY', ...input }).perPeriod.employee.otherTaxes, 'NYC');
    // Single weekly $400, 3 exemptions: 400 - 96.15 - 57.75 = 246.10; 3.54 + 79.10 x 3.25% = 6.11
    expect(nyc({ grossPay: 400, stateW4: { allowances: 3, residence: 'newYorkCity' } })).toBe(6.11);
    // Single semimonthly $5,000, 1 exemption: 4,750.00; 93.17 + 2,250 x 4.25% = 188.80
    expect(
      nyc({ payFrequency: 'semimonthly', grossPay: 5000, stateW4: { allowances: 1, residence: 'newYorkCity' } }),
    ).toBe(188.8);
    // Single monthly $50,000, 3 exemptions: 2,070.50
    expect(
      nyc({ payFrequency: 'monthly', grossPay: 50000, stateW4: { allowances: 3, residence: 'newYorkCity' } }),
    ).toBe(2070.5);
    // Married weekly $400, 4 exemptions: 5.17; married monthly $50,000, 3 exemptions: 2,068.73
    expect(nyc({ grossPay: 400, stateW4: { filingStatus: 'married', allowances: 4, residence: 'newYorkCity' } })).toBe(
      5.17,
    );
    expect(
      nyc({
        payFrequency: 'monthly',
        grossPay: 50000,
        stateW4: { filingStatus: 'married', allowances: 3, residence: 'newYorkCity' },
      }),
    ).toBe(2068.73);
    // line 2 apart from line 1: the city uses its own count
    expect(nyc({ grossPay: 400, stateW4: { allowances: 0, localAllowances: 3, residence: 'newYorkCity' } })).toBe(6.11);
    // not a resident: no city line
    expect(nyc({ grossPay: 400 })).toBeUndefined();
  });

  it('Yonkers resident surcharge (NYS-50-T-Y): 16.75% of the state tax', () => {
    const yonkers = (input: Record<string, unknown>) =>
      other(run({ state: 'NY', ...input }).perPeriod.employee.otherTaxes, 'YONKERS');
    // weekly single: 8.01 x 16.75% = 1.34
    expect(yonkers({ grossPay: 400, stateW4: { allowances: 3, residence: 'yonkers' } })).toBe(1.34);
    // weekly married: 6.69 -> 1.12; monthly married: 3,622.09 -> 606.70
    expect(yonkers({ grossPay: 400, stateW4: { filingStatus: 'married', allowances: 4, residence: 'yonkers' } })).toBe(
      1.12,
    );
    expect(
      yonkers({
        payFrequency: 'monthly',
        grossPay: 50000,
        stateW4: { filingStatus: 'married', allowances: 3, residence: 'yonkers' },
      }),
    ).toBe(606.7);
  });

  it('IT-2104 lines 4 and 5: extra New York City and Yonkers amounts, each on its own local line', () => {
    const lines = (stateW4: Record<string, unknown>) => run({ state: 'NY', grossPay: 400, stateW4 }).perPeriod.employee;
    // NYC single weekly $400, 3 exemptions: 6.11 (printed, above) + line 4 $5.00 = 11.11; the state line stays 8.01
    const nyc = lines({ allowances: 3, residence: 'newYorkCity', additionalNewYorkCity: 5 });
    expect(other(nyc.otherTaxes, 'NYC')).toBe(11.11);
    expect(nyc.stateIncomeTax).toBe(8.01);
    // Yonkers: 8.01 x 16.75% = 1.34 (printed) + line 5 $2.50 = 3.84; the surcharge is on the state tax before line 3's extra
    const yonkers = lines({ allowances: 3, residence: 'yonkers', additionalYonkers: 2.5, additionalWithholding: 10 });
    expect(other(yonkers.otherTaxes, 'YONKERS')).toBe(3.84);
    // line 3 goes to the state line only: 8.01 + 10 = 18.01
    expect(yonkers.stateIncomeTax).toBe(18.01);
    // the year: 52 paychecks of (1.34 + 2.50) = 3.84: 199.68
    expect(
      other(
        run({ state: 'NY', grossPay: 400, stateW4: { allowances: 3, residence: 'yonkers', additionalYonkers: 2.5 } })
          .annual.employee.otherTaxes,
        'YONKERS',
      ),
    ).toBe(199.68);
  });

  it('Yonkers nonresident earnings tax (NYS-50-T-Y Method VII): 0.50% of gross wages less the band exclusion', () => {
    const lines = (input: Record<string, unknown>) => run({ state: 'NY', ...input }).perPeriod.employee.otherTaxes;
    const nonresident = (input: Record<string, unknown>) => other(lines(input), 'YONKERS_NONRESIDENT');
    // printed: weekly $75, below $77: no tax
    expect(nonresident({ grossPay: 75, stateW4: { workplace: 'yonkers' } })).toBe(0);
    // printed: weekly $200 (at least 192): (200 - 38) x 0.0050 = 0.81
    expect(nonresident({ grossPay: 200, stateW4: { workplace: 'yonkers' } })).toBe(0.81);
    // printed: semimonthly $400 (at least 167, less than 417): (400 - 125) x 0.0050 = 1.375 -> 1.38
    expect(nonresident({ payFrequency: 'semimonthly', grossPay: 400, stateW4: { workplace: 'yonkers' } })).toBe(1.38);
    // hand: biweekly $154, at least the first band's 154: (154 - 115) x 0.0050 = 0.195 -> 0.20
    expect(nonresident({ payFrequency: 'biweekly', grossPay: 154, stateW4: { workplace: 'yonkers' } })).toBe(0.2);
    // hand: monthly $3,000, at least 2,500, nothing excluded: 3,000 x 0.0050 = 15.00; the year 15 x 12 = 180
    const monthly = run({ state: 'NY', payFrequency: 'monthly', grossPay: 3000, stateW4: { workplace: 'yonkers' } });
    expect(other(monthly.perPeriod.employee.otherTaxes, 'YONKERS_NONRESIDENT')).toBe(15);
    expect(other(monthly.annual.employee.otherTaxes, 'YONKERS_NONRESIDENT')).toBe(180);
    // line 5 adds to this line: 0.81 + 1.00 = 1.81
    expect(nonresident({ grossPay: 200, stateW4: { workplace: 'yonkers', additionalYonkers: 1 } })).toBe(1.81);
    // a New York City resident working in Yonkers: both lines; NYC weekly $400, 3 exemptions 6.11 (printed);
    // Yonkers $400 (at least 385): (400 - 19) x 0.0050 = 1.905 -> 1.91
    const both = lines({ grossPay: 400, stateW4: { allowances: 3, residence: 'newYorkCity', workplace: 'yonkers' } });
    expect(other(both, 'NYC')).toBe(6.11);
    expect(other(both, 'YONKERS_NONRESIDENT')).toBe(1.91);
    // a Yonkers resident pays the resident surcharge only (1.34, printed), not the nonresident tax
    const resident = lines({ grossPay: 400, stateW4: { allowances: 3, residence: 'yonkers', workplace: 'yonkers' } });
    expect(other(resident, 'YONKERS')).toBe(1.34);
    expect(other(resident, 'YONKERS_NONRESIDENT')).toBeUndefined();
    // exempt (IT-2104-E): no local line either
    expect(nonresident({ grossPay: 200, stateW4: { workplace: 'yonkers', exempt: true } })).toBeUndefined();
  });

  it('Method III (NYS-50-T-NYS p. 22): a flat rate on the whole net wages at the top (hand-worked: no printed example)', () => {
    // weekly $25,000, single: 24,857.70 x 52 = 1,292,600.40, at least 1,077,550: 10.45% x 24,857.70 = 2,597.63
    expect(sit({ state: 'NY', grossPay: 25000 })).toBe(2597.63);
    // monthly $200,000, married: 199,337.50 x 12 = 2,392,050, at least 2,155,350: 10.45% x 199,337.50 = 20,830.77
    expect(sit({ state: 'NY', payFrequency: 'monthly', grossPay: 200000, stateW4: { filingStatus: 'married' } })).toBe(
      20830.77,
    );
  });
});
