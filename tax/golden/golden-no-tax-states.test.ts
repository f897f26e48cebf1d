import { describe, expect, it } from 'vitest';
import { other, run } from '../engine/test-helpers';

// The states that tax no wages (2026): what a household employer still owes there is state unemployment tax (SUI) and, in
// Alaska and Washington, the employee's program lines. SUI = rate x the wages still under the state's wage base, counting
// ytdWages; the year's SUI = rate x the wage base once the year's wages pass it. Rates and bases are the data's 2026
// figures (unemployment.newEmployerRate and unemployment.wageBase, each with its source).
describe('golden examples: states without a wage income tax (2026)', () => {
  it('Alaska: SUI 1.0% and the employee unemployment contribution 0.50%, both on the first $54,200', () => {
    const r = run({ state: 'AK', grossPay: 1000 });
    expect(r.perPeriod.employee.stateIncomeTax).toBe(0);
    // employee UI: 1,000 x 0.50% = 5.00; employer SUI: 1,000 x 1.0% = 10.00
    expect(other(r.perPeriod.employee.otherTaxes, 'AK_UI_EE')).toBe(5);
    expect(r.perPeriod.employer.sui).toBe(10);
  });

  it('Alaska: both lines stop at the $54,200 base', () => {
    // $54,000 already paid: 200 of this $1,000 is under the base; 200 x 0.50% = 1.00; 200 x 1.0% = 2.00
    const r = run({ state: 'AK', grossPay: 1000, ytdWages: 54000 });
    expect(other(r.perPeriod.employee.otherTaxes, 'AK_UI_EE')).toBe(1);
    expect(r.perPeriod.employer.sui).toBe(2);
    // the year at $1,000 a week (52,000) stays under the base: 52,000 x 0.50% = 260.00; 52,000 x 1.0% = 520.00
    expect(other(r.annual.employee.otherTaxes, 'AK_UI_EE')).toBe(260);
    expect(r.annual.employer.sui).toBe(520);
  });

  it('Florida: reemployment tax 2.7% on the first $7,000', () => {
    // weekly $700: 700 x 2.7% = 18.90; no income tax
    const r = run({ state: 'FL', grossPay: 700 });
    expect(r.perPeriod.employee.stateIncomeTax).toBe(0);
    expect(r.perPeriod.employer.sui).toBe(18.9);
    // the year (36,400) passes the base: 7,000 x 2.7% = 189.00
    expect(r.annual.employer.sui).toBe(189);
  });

  it('Florida: the base crossed in a period', () => {
    // $6,800 already paid: 200 x 2.7% = 5.40; $7,000 already paid: nothing
    expect(run({ state: 'FL', grossPay: 700, ytdWages: 6800 }).perPeriod.employer.sui).toBe(5.4);
    expect(run({ state: 'FL', grossPay: 700, ytdWages: 7000 }).perPeriod.employer.sui).toBe(0);
  });

  it('Nevada: SUI 2.95% on the first $43,700', () => {
    // weekly $1,000: 1,000 x 2.95% = 29.50; the year (52,000) passes the base: 43,700 x 2.95% = 1,289.15
    const r = run({ state: 'NV', grossPay: 1000 });
    expect(r.perPeriod.employee.stateIncomeTax).toBe(0);
    expect(r.perPeriod.employer.sui).toBe(29.5);
    expect(r.annual.employer.sui).toBe(1289.15);
  });

  it('Nevada: the base crossed in a period', () => {
    // $43,500 already paid: 200 x 2.95% = 5.90
    expect(run({ state: 'NV', grossPay: 1000, ytdWages: 43500 }).perPeriod.employer.sui).toBe(5.9);
  });

  it('New Hampshire: SUI at the 2.7% base rate on the first $14,000', () => {
    // monthly $4,000: 4,000 x 2.7% = 108.00; the year (48,000) passes the base: 14,000 x 2.7% = 378.00
    const r = run({ state: 'NH', payFrequency: 'monthly', grossPay: 4000 });
    expect(r.perPeriod.employee.stateIncomeTax).toBe(0);
    expect(r.perPeriod.employer.sui).toBe(108);
    expect(r.annual.employer.sui).toBe(378);
  });

  it("New Hampshire: the rate on the family's quarterly report, entered as suiRate", () => {
    // 2.7% less a 1.0% Trust Fund Reduction = 1.7%: weekly $1,000 after $13,500: 500 x 1.7% = 8.50
    expect(run({ state: 'NH', grossPay: 1000, ytdWages: 13500, suiRate: 0.017 }).perPeriod.employer.sui).toBe(8.5);
  });

  it('South Dakota: reemployment assistance tax 1.2% on the first $15,000', () => {
    // weekly $1,000: 1,000 x 1.2% = 12.00; the year: 15,000 x 1.2% = 180.00
    const r = run({ state: 'SD', grossPay: 1000 });
    expect(r.perPeriod.employee.stateIncomeTax).toBe(0);
    expect(r.perPeriod.employer.sui).toBe(12);
    expect(r.annual.employer.sui).toBe(180);
  });

  it('South Dakota: the base crossed in a period', () => {
    // biweekly $2,000 after $14,500: 500 x 1.2% = 6.00
    expect(run({ state: 'SD', payFrequency: 'biweekly', grossPay: 2000, ytdWages: 14500 }).perPeriod.employer.sui).toBe(
      6,
    );
  });

  it('Tennessee: premium 2.7% on the first $7,000', () => {
    // monthly $3,000: 3,000 x 2.7% = 81.00; the year (36,000): 7,000 x 2.7% = 189.00
    const r = run({ state: 'TN', payFrequency: 'monthly', grossPay: 3000 });
    expect(r.perPeriod.employee.stateIncomeTax).toBe(0);
    expect(r.perPeriod.employer.sui).toBe(81);
    expect(r.annual.employer.sui).toBe(189);
  });

  it('Tennessee: the base crossed in a period', () => {
    // $6,000 already paid: 1,000 x 2.7% = 27.00
    expect(run({ state: 'TN', payFrequency: 'monthly', grossPay: 3000, ytdWages: 6000 }).perPeriod.employer.sui).toBe(
      27,
    );
  });

  it('Texas: SUI at 2.7% (the greater of 2.7% or the industry average) on the first $9,000', () => {
    // weekly $1,000: 27.00; the year: 9,000 x 2.7% = 243.00
    const r = run({ state: 'TX', grossPay: 1000 });
    expect(r.perPeriod.employee.stateIncomeTax).toBe(0);
    expect(r.perPeriod.employer.sui).toBe(27);
    expect(r.annual.employer.sui).toBe(243);
  });

  it('Texas: the base crossed in a period', () => {
    // $8,500 already paid: 500 x 2.7% = 13.50
    expect(run({ state: 'TX', grossPay: 1000, ytdWages: 8500 }).perPeriod.employer.sui).toBe(13.5);
  });

  it('Washington: Paid Family and Medical Leave and WA Cares from the employee; no employer PFML share for a household', () => {
    // weekly $1,000: PFML 1,000 x 0.807159% (71.43% of 1.13%) = 8.07; WA Cares 1,000 x 0.58% = 5.80
    const r = run({ state: 'WA', grossPay: 1000 });
    expect(r.perPeriod.employee.stateIncomeTax).toBe(0);
    expect(other(r.perPeriod.employee.otherTaxes, 'WA_PFML')).toBe(8.07);
    expect(other(r.perPeriod.employee.otherTaxes, 'WA_CARES')).toBe(5.8);
    expect(r.perPeriod.employer.otherTaxes).toEqual([]);
  });

  it("Washington: SUI needs the rate on ESD's notice (set by industry), then runs to the $78,200 base", () => {
    // no rate: not computed, and the note says what to enter
    const none = run({ state: 'WA', grossPay: 1000 });
    expect(none.perPeriod.employer.sui).toBe(0);
    expect(none.notes.join(' ')).toMatch(/Washington unemployment tax \(SUI\) is not computed/);
    // a notice rate of 1.25% (an example): 1,000 x 1.25% = 12.50; after $78,000: 200 x 1.25% = 2.50
    expect(run({ state: 'WA', grossPay: 1000, suiRate: 0.0125 }).perPeriod.employer.sui).toBe(12.5);
    expect(run({ state: 'WA', grossPay: 1000, suiRate: 0.0125, ytdWages: 78000 }).perPeriod.employer.sui).toBe(2.5);
  });

  it('Wyoming: no income tax; SUI not computed without the notice rate (set by industry)', () => {
    const r = run({ state: 'WY', grossPay: 1000 });
    expect(r.perPeriod.employee.stateIncomeTax).toBe(0);
    expect(r.perPeriod.employer.sui).toBe(0);
    expect(r.notes.join(' ')).toMatch(/Wyoming unemployment tax \(SUI\) is not computed/);
  });

  it('Wyoming: the notice rate on the first $33,800', () => {
    // a notice rate of 1.5% (an example): weekly $1,000: 15.00; after $33,500: 300 x 1.5% = 4.50; the year: 33,800 x 1.5% = 507.00
    const r = run({ state: 'WY', grossPay: 1000, suiRate: 0.015 });
    expect(r.perPeriod.employer.sui).toBe(15);
    expect(r.annual.employer.sui).toBe(507);
    expect(run({ state: 'WY', grossPay: 1000, suiRate: 0.015, ytdWages: 33500 }).perPeriod.employer.sui).toBe(4.5);
  });
});
