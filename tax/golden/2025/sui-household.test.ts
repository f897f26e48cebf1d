import { describe, expect, it } from 'vitest';
import { run } from '../../engine/test-helpers';

// 2025 new-employer SUI rates added with their sources (tax/data/2025.json, sources az-sui-2025 ... nj-sui-2025): the line is
// rate x the wages still under the state's 2025 wage base, counting ytdWages; the year's line stops at rate x the base.
// A household employer is a new employer like any other in these states. The industry-rated states (LA, MN, MT, NM, UT, WA,
// WY) stay unknown for 2025: the line needs the notice's rate. State income tax is left aside (Arizona refuses it for household
// wages), since only the employer's line is checked.
const sui = (input: Record<string, unknown>) => run({ taxYear: 2025, withholdStateIncomeTax: false, ...input });

describe('golden examples 2025: new-employer SUI rates', () => {
  it('Arizona: 2% on the first $8,000', () => {
    // weekly $1,000: 20.00; after $7,500: 500 x 2% = 10.00; the year: 8,000 x 2% = 160.00
    expect(sui({ state: 'AZ', grossPay: 1000 }).perPeriod.employer.sui).toBe(20);
    expect(sui({ state: 'AZ', grossPay: 1000, ytdWages: 7500 }).perPeriod.employer.sui).toBe(10);
    expect(sui({ state: 'AZ', grossPay: 1000 }).annual.employer.sui).toBe(160);
  });

  it('District of Columbia: 2.7% on the first $9,000 (the 0.2% assessment not included)', () => {
    // weekly $1,000: 27.00; after $8,800: 200 x 2.7% = 5.40; the year: 9,000 x 2.7% = 243.00
    expect(sui({ state: 'DC', grossPay: 1000 }).perPeriod.employer.sui).toBe(27);
    expect(sui({ state: 'DC', grossPay: 1000, ytdWages: 8800 }).perPeriod.employer.sui).toBe(5.4);
    expect(sui({ state: 'DC', grossPay: 1000 }).annual.employer.sui).toBe(243);
  });

  it('Idaho: 1.0% on the first $55,300', () => {
    // weekly $1,200: 12.00; after $55,000: 300 x 1% = 3.00; the year (62,400): 55,300 x 1% = 553.00
    expect(sui({ state: 'ID', grossPay: 1200 }).perPeriod.employer.sui).toBe(12);
    expect(sui({ state: 'ID', grossPay: 1200, ytdWages: 55000 }).perPeriod.employer.sui).toBe(3);
    expect(sui({ state: 'ID', grossPay: 1200 }).annual.employer.sui).toBe(553);
  });

  it('Indiana: 2.5% on the first $9,500', () => {
    // biweekly $2,000: 50.00; after $9,000: 500 x 2.5% = 12.50; the year: 9,500 x 2.5% = 237.50 (the Department's $237.50)
    expect(sui({ state: 'IN', payFrequency: 'biweekly', grossPay: 2000 }).perPeriod.employer.sui).toBe(50);
    expect(sui({ state: 'IN', payFrequency: 'biweekly', grossPay: 2000, ytdWages: 9000 }).perPeriod.employer.sui).toBe(
      12.5,
    );
    expect(sui({ state: 'IN', payFrequency: 'biweekly', grossPay: 2000 }).annual.employer.sui).toBe(237.5);
  });

  it('Kansas: 1.75% on the first $14,000', () => {
    // weekly $800: 14.00; after $13,600: 400 x 1.75% = 7.00; the year (41,600): 14,000 x 1.75% = 245.00
    expect(sui({ state: 'KS', grossPay: 800 }).perPeriod.employer.sui).toBe(14);
    expect(sui({ state: 'KS', grossPay: 800, ytdWages: 13600 }).perPeriod.employer.sui).toBe(7);
    expect(sui({ state: 'KS', grossPay: 800 }).annual.employer.sui).toBe(245);
  });

  it('Maryland: 2.6% on the first $8,500', () => {
    // monthly $3,000: 78.00; after $8,000: 500 x 2.6% = 13.00; the year: 8,500 x 2.6% = 221.00
    expect(sui({ state: 'MD', payFrequency: 'monthly', grossPay: 3000 }).perPeriod.employer.sui).toBe(78);
    expect(sui({ state: 'MD', payFrequency: 'monthly', grossPay: 3000, ytdWages: 8000 }).perPeriod.employer.sui).toBe(
      13,
    );
    expect(sui({ state: 'MD', payFrequency: 'monthly', grossPay: 3000 }).annual.employer.sui).toBe(221);
  });

  it("Mississippi: 1.0% (the first year's rate) on the first $14,000", () => {
    // weekly $700: 7.00; after $13,800: 200 x 1% = 2.00; the year (36,400): 14,000 x 1% = 140.00
    expect(sui({ state: 'MS', grossPay: 700 }).perPeriod.employer.sui).toBe(7);
    expect(sui({ state: 'MS', grossPay: 700, ytdWages: 13800 }).perPeriod.employer.sui).toBe(2);
    expect(sui({ state: 'MS', grossPay: 700 }).annual.employer.sui).toBe(140);
  });

  it('Nevada: 2.95% on the first $41,800', () => {
    // weekly $1,000: 29.50; the year (52,000): 41,800 x 2.95% = 1,233.10
    expect(sui({ state: 'NV', grossPay: 1000 }).perPeriod.employer.sui).toBe(29.5);
    expect(sui({ state: 'NV', grossPay: 1000 }).annual.employer.sui).toBe(1233.1);
  });

  it('New Hampshire: 2.7% less the 1.0% Trust Fund Reduction = 1.7% on the first $14,000', () => {
    // weekly $1,000: 17.00; after $13,500: 500 x 1.7% = 8.50; the year: 14,000 x 1.7% = 238.00
    expect(sui({ state: 'NH', grossPay: 1000 }).perPeriod.employer.sui).toBe(17);
    expect(sui({ state: 'NH', grossPay: 1000, ytdWages: 13500 }).perPeriod.employer.sui).toBe(8.5);
    expect(sui({ state: 'NH', grossPay: 1000 }).annual.employer.sui).toBe(238);
  });

  it('New Jersey: 3.1% (the January-June 2025 rate) on the first $43,300', () => {
    // weekly $1,000: 31.00; after $43,000: 300 x 3.1% = 9.30; the year (52,000): 43,300 x 3.1% = 1,342.30
    expect(sui({ state: 'NJ', grossPay: 1000 }).perPeriod.employer.sui).toBe(31);
    expect(sui({ state: 'NJ', grossPay: 1000, ytdWages: 43000 }).perPeriod.employer.sui).toBe(9.3);
    expect(sui({ state: 'NJ', grossPay: 1000 }).annual.employer.sui).toBe(1342.3);
  });

  it('the industry-rated states: not computed without the notice rate, then rate x wages under the 2025 base', () => {
    for (const [state, name] of [
      ['LA', 'Louisiana'],
      ['MN', 'Minnesota'],
      ['MT', 'Montana'],
      ['NM', 'New Mexico'],
      ['UT', 'Utah'],
      ['WA', 'Washington'],
      ['WY', 'Wyoming'],
    ]) {
      const r = sui({ state, grossPay: 500 });
      expect(r.perPeriod.employer.sui, state).toBe(0);
      expect(r.notes.join(' '), state).toMatch(new RegExp(`${name} unemployment tax \\(SUI\\) is not computed`));
    }
    // Louisiana, 1.2% entered, $7,700 base: weekly $500 after $7,500: 200 x 1.2% = 2.40; New Mexico at 1.00%: 500 x 1% = 5.00
    expect(sui({ state: 'LA', grossPay: 500, suiRate: 0.012, ytdWages: 7500 }).perPeriod.employer.sui).toBe(2.4);
    expect(sui({ state: 'NM', grossPay: 500, suiRate: 0.01 }).perPeriod.employer.sui).toBe(5);
  });
});
