import { describe, expect, it } from 'vitest';
import { other, run, sit } from '../engine/test-helpers';

// Alabama, Arkansas and Pennsylvania (2026): the publications' printed examples where they print one, and hand-worked
// vectors on the same arithmetic, with the employer's SUI line (rate x wages under the wage base). The printed examples
// were read in the transcriptions named by each state's source (al-booklet-2024-08, ar-formula-2026); their page numbers
// are not in those transcriptions. tax/state/income-tax-2026-al-ar-md.test.ts has further Alabama and Arkansas vectors.
describe('golden examples: Alabama, Arkansas, Pennsylvania (2026)', () => {
  it("Alabama: the Department's M-2 example (booklet rev. Aug 2024, in force for 2026)", () => {
    // M-2 (married, 2 dependents), $850 weekly, federal tax withheld $35.19 (Pub 15-T married filing jointly 23.08 + 12.11 extra)
    // 44,200 - 5,000 standard deduction - 1,829.72 federal (35.19 x 52) - 3,000 personal - 2 x 1,000 dependents = 32,370.28
    // 220 + 5% x (32,370.28 - 6,000) = 1,538.51; / 52 = 29.59
    const r = run({
      state: 'AL',
      grossPay: 850,
      withholdFederalIncomeTax: true,
      w4: { filingStatus: 'mfj', step4c: 12.11 },
      stateW4: { filingStatus: 'married', dependents: 2 },
    });
    expect(r.perPeriod.employee.federalIncomeTax).toBe(35.19);
    expect(r.perPeriod.employee.stateIncomeTax).toBe(29.59);
  });

  it('Alabama: single (S), $600 weekly, no federal tax withheld (hand-worked on the booklet formula)', () => {
    // annual 31,200; standard deduction 3,000 less $25 for each full $500 over 25,500: floor(5,700 / 500) = 11 steps -> 2,725
    // 31,200 - 2,725 - 1,500 personal exemption = 26,975; 110 + 5% x (26,975 - 3,000) = 1,308.75; / 52 = 25.168 -> 25.17
    expect(sit({ state: 'AL', grossPay: 600, stateW4: { filingStatus: 'single' } })).toBe(25.17);
  });

  it('Alabama SUI: 2.7% on the first $8,000', () => {
    // weekly $600: 600 x 2.7% = 16.20; after $7,800: 200 x 2.7% = 5.40; the year (31,200): 8,000 x 2.7% = 216.00
    const r = run({ state: 'AL', grossPay: 600 });
    expect(r.perPeriod.employer.sui).toBe(16.2);
    expect(r.annual.employer.sui).toBe(216);
    expect(run({ state: 'AL', grossPay: 600, ytdWages: 7800 }).perPeriod.employer.sui).toBe(5.4);
  });

  it("Arkansas: DFA's Withholding Tax Formula (eff. 1 January 2026) example", () => {
    // "Gary": monthly $2,127, 2 exemptions: 25,524 - 2,470 = 23,054, in the 23,000-23,099 range -> midpoint 23,050
    // 3.4% x 23,050 - 287.97 = 495.73 -> 496; - 2 x 29 = 438; / 12 = 36.50
    expect(sit({ state: 'AR', payFrequency: 'monthly', grossPay: 2127, stateW4: { allowances: 2 } })).toBe(36.5);
  });

  it('Arkansas: biweekly $1,500, 1 exemption (hand-worked on the same formula)', () => {
    // 39,000 - 2,470 = 36,530 -> midpoint 36,550; 3.9% x 36,550 - 419.96 = 1,005.49 -> 1,005; - 29 = 976; / 26 = 37.538 -> 37.54
    expect(sit({ state: 'AR', payFrequency: 'biweekly', grossPay: 1500, stateW4: { allowances: 1 } })).toBe(37.54);
  });

  it('Arkansas SUI: 1.8% on the first $7,000', () => {
    // biweekly $1,500: 1,500 x 1.8% = 27.00; after $6,000: 1,000 x 1.8% = 18.00; the year: 7,000 x 1.8% = 126.00
    const r = run({ state: 'AR', payFrequency: 'biweekly', grossPay: 1500 });
    expect(r.perPeriod.employer.sui).toBe(27);
    expect(r.annual.employer.sui).toBe(126);
    expect(run({ state: 'AR', payFrequency: 'biweekly', grossPay: 1500, ytdWages: 6000 }).perPeriod.employer.sui).toBe(
      18,
    );
  });

  it('Pennsylvania: 3.07% of all compensation, the employee UC contribution and SUI (REV-415 rule, hand-worked)', () => {
    // weekly $800: income tax 800 x 3.07% = 24.56; employee unemployment compensation 800 x 0.07% = 0.56;
    // employer SUI at the 3.822% new-employer rate: 800 x 3.822% = 30.576 -> 30.58
    const r = run({ state: 'PA', grossPay: 800 });
    expect(r.perPeriod.employee.stateIncomeTax).toBe(24.56);
    expect(other(r.perPeriod.employee.otherTaxes, 'PA_UC_EE')).toBe(0.56);
    expect(r.perPeriod.employer.sui).toBe(30.58);
  });

  it('Pennsylvania: SUI stops at $10,000 while the income tax and employee UC go on', () => {
    // $9,600 already paid: SUI on 400: 400 x 3.822% = 15.288 -> 15.29; income tax and UC unchanged (24.56, 0.56)
    const r = run({ state: 'PA', grossPay: 800, ytdWages: 9600 });
    expect(r.perPeriod.employer.sui).toBe(15.29);
    expect(r.perPeriod.employee.stateIncomeTax).toBe(24.56);
    expect(other(r.perPeriod.employee.otherTaxes, 'PA_UC_EE')).toBe(0.56);
    // the year (41,600): SUI 10,000 x 3.822% = 382.20
    expect(r.annual.employer.sui).toBe(382.2);
  });
});
