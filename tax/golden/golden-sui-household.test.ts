import { describe, expect, it } from 'vitest';
import { other, run } from '../engine/test-helpers';

// The employer's side where the 2026 rate is the family's own (2026): Louisiana, Minnesota, Montana, New Mexico and Utah set a
// new employer's SUI rate by industry (a household is NAICS 814110, Private Households), and no 2026 household figure was
// found (the sources la-sui-new-employer-rule, mn-sui-new-employer-rates, mt-sui-new-employer-rule,
// nm-sui-new-employer-industry-rates and ut-sui-new-employer-rule give each state's rule). Without suiRate the line is not
// computed and a note says so; with the notice's rate it is rate x wages under the state's wage base. The rates below are
// examples of what a notice might say, except New Mexico's 1.00%, its floor and sector 81's 2024 rate. Washington and
// Wyoming are in golden-no-tax-states.test.ts. District of Columbia Paid Family Leave: its 2026 rate was not found.
describe('golden examples: SUI set by industry, and DC Paid Family Leave (2026)', () => {
  it('Louisiana: not computed without the notice rate', () => {
    const r = run({ state: 'LA', grossPay: 700 });
    expect(r.perPeriod.employer.sui).toBe(0);
    expect(r.notes.join(' ')).toMatch(
      /Louisiana unemployment tax \(SUI\) is not computed: the new-employer rate is unknown/,
    );
  });

  it('Louisiana: the notice rate on the first $7,000', () => {
    // 1.2% entered: weekly $700: 8.40; after $6,500: 500 x 1.2% = 6.00; the year (36,400): 7,000 x 1.2% = 84.00
    const r = run({ state: 'LA', grossPay: 700, suiRate: 0.012 });
    expect(r.perPeriod.employer.sui).toBe(8.4);
    expect(r.annual.employer.sui).toBe(84);
    expect(run({ state: 'LA', grossPay: 700, suiRate: 0.012, ytdWages: 6500 }).perPeriod.employer.sui).toBe(6);
  });

  it('Minnesota: not computed without the notice rate; Paid Leave employer share still computed', () => {
    // Paid Leave employer share: 1,000 x 0.44% = 4.40
    const r = run({ state: 'MN', grossPay: 1000 });
    expect(r.perPeriod.employer.sui).toBe(0);
    expect(r.notes.join(' ')).toMatch(/Minnesota unemployment tax \(SUI\) is not computed/);
    expect(other(r.perPeriod.employer.otherTaxes, 'MN_PL_ER')).toBe(4.4);
  });

  it('Minnesota: the Tax Rate Determination rate (base tax rate included) on the first $44,000', () => {
    // 1.4% entered (1.0% + the 0.4% base tax rate, an example): weekly $1,000: 14.00; after $43,800: 200 x 1.4% = 2.80
    // the year (52,000): 44,000 x 1.4% = 616.00
    const r = run({ state: 'MN', grossPay: 1000, suiRate: 0.014 });
    expect(r.perPeriod.employer.sui).toBe(14);
    expect(r.annual.employer.sui).toBe(616);
    expect(run({ state: 'MN', grossPay: 1000, suiRate: 0.014, ytdWages: 43800 }).perPeriod.employer.sui).toBe(2.8);
  });

  it('Montana: not computed without the notice rate', () => {
    const r = run({ state: 'MT', grossPay: 1000 });
    expect(r.perPeriod.employer.sui).toBe(0);
    expect(r.notes.join(' ')).toMatch(/Montana unemployment tax \(SUI\) is not computed/);
  });

  it('Montana: the notice rate on the first $47,300', () => {
    // 1.0% entered: biweekly $2,000: 20.00; after $46,800: 500 x 1.0% = 5.00; the year (52,000): 47,300 x 1.0% = 473.00
    const r = run({ state: 'MT', payFrequency: 'biweekly', grossPay: 2000, suiRate: 0.01 });
    expect(r.perPeriod.employer.sui).toBe(20);
    expect(r.annual.employer.sui).toBe(473);
    expect(
      run({ state: 'MT', payFrequency: 'biweekly', grossPay: 2000, suiRate: 0.01, ytdWages: 46800 }).perPeriod.employer
        .sui,
    ).toBe(5);
  });

  it('New Mexico: not computed without the notice rate (no figure assumed, though the law sets 1% as the floor)', () => {
    const r = run({ state: 'NM', grossPay: 1000 });
    expect(r.perPeriod.employer.sui).toBe(0);
    expect(r.notes.join(' ')).toMatch(/New Mexico unemployment tax \(SUI\) is not computed/);
  });

  it("New Mexico: sector 81's 1.00% on the first $34,800", () => {
    // 1.0%: monthly $4,000: 40.00; after $33,800: 1,000 x 1.0% = 10.00; the year (48,000): 34,800 x 1.0% = 348.00
    const r = run({ state: 'NM', payFrequency: 'monthly', grossPay: 4000, suiRate: 0.01 });
    expect(r.perPeriod.employer.sui).toBe(40);
    expect(r.annual.employer.sui).toBe(348);
    expect(
      run({ state: 'NM', payFrequency: 'monthly', grossPay: 4000, suiRate: 0.01, ytdWages: 33800 }).perPeriod.employer
        .sui,
    ).toBe(10);
  });

  it('Utah: not computed without the notice rate', () => {
    const r = run({ state: 'UT', grossPay: 1000 });
    expect(r.perPeriod.employer.sui).toBe(0);
    expect(r.notes.join(' ')).toMatch(/Utah unemployment tax \(SUI\) is not computed/);
  });

  it('Utah: the notice rate on the first $50,700', () => {
    // 1.1% entered: weekly $1,000: 11.00; after $50,200: 500 x 1.1% = 5.50; the year (52,000): 50,700 x 1.1% = 557.70
    const r = run({ state: 'UT', grossPay: 1000, suiRate: 0.011 });
    expect(r.perPeriod.employer.sui).toBe(11);
    expect(r.annual.employer.sui).toBe(557.7);
    expect(run({ state: 'UT', grossPay: 1000, suiRate: 0.011, ytdWages: 50200 }).perPeriod.employer.sui).toBe(5.5);
  });

  it('District of Columbia: SUI 2.7% on the first $9,000; Paid Family Leave not computed (2026 rate unknown)', () => {
    // weekly $1,000: SUI 1,000 x 2.7% = 27.00; the year: 9,000 x 2.7% = 243.00
    const r = run({ state: 'DC', grossPay: 1000 });
    expect(r.perPeriod.employer.sui).toBe(27);
    expect(r.annual.employer.sui).toBe(243);
    expect(other(r.perPeriod.employer.otherTaxes, 'DC_PFL')).toBeUndefined();
    expect(r.notes.join(' ')).toMatch(
      /District of Columbia Paid Family Leave \(employer\) is not computed: its rate is unknown\./,
    );
  });
});
