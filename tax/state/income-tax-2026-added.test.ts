import { describe, expect, it } from 'vitest';
import { run, sit } from '../engine/test-helpers';

// Worked vectors for Oregon; bracket bases are the running totals.
describe('state income tax withholding added for 2026: OR', () => {
  it('Oregon: the 2026 formula with its $50,000 tier, allowance switch and federal subtraction', () => {
    // single, 41,600 (at or below 50,000, so + 263): 41,600 - 2,910 = 38,690
    // 216.125 + 462.375 + 8.75% * 27,290 = 3,066.375; + 263 = 3,329.375; / 52 = 64.026
    expect(sit({ state: 'OR', grossPay: 800 })).toBe(64.03);
    // two allowances take 2 * 263: 2,803.375; / 52 = 53.911
    expect(sit({ state: 'OR', grossPay: 800, stateW4: { allowances: 2 } })).toBe(53.91);
    // over 50,000 there is no + 263: 52,000 - 2,910 = 49,090; 678.50 + 8.75% * 37,690 = 3,976.375; / 52 = 76.469
    expect(sit({ state: 'OR', grossPay: 1000 })).toBe(76.47);
    // single with 3 allowances uses the married table: 41,600 - 5,820 = 35,780
    // 432.25 + 924.75 + 8.75% * 12,980 = 2,492.75; + 263 - 3 * 263 = 1,966.75; / 52 = 37.822
    expect(sit({ state: 'OR', grossPay: 800, stateW4: { allowances: 3 } })).toBe(37.82);
    // single above 100,000: allowances count for nothing; monthly 10,000 = 120,000 - 2,910 = 117,090
    // 678.50 + 8.75% * 105,690 = 9,926.375; / 12 = 827.198
    expect(sit({ state: 'OR', payFrequency: 'monthly', grossPay: 10000, stateW4: { allowances: 2 } })).toBe(827.2);
    expect(run({ state: 'OR', grossPay: 800 }).notes.join(' ')).toMatch(/Approximation: Oregon/);
  });

  it('Oregon subtracts the federal tax withheld, up to $8,750 a year', () => {
    const r = run({ state: 'OR', grossPay: 800, withholdFederalIncomeTax: true });
    // federal (Pub 15-T, single): 41,600 - 8,600 = 33,000; 1,240 + 12% * 13,100 = 2,812; / 52 = 54.077
    expect(r.perPeriod.employee.federalIncomeTax).toBe(54.08);
    // Oregon: 41,600 - 2,812 - 2,910 = 35,878; 678.50 + 8.75% * 24,478 = 2,820.325; + 263 = 3,083.325; / 52 = 59.295
    expect(r.perPeriod.employee.stateIncomeTax).toBe(59.29);
  });

  it('Alaska: employee UI 0.50% and the $54,200 wage base', () => {
    const r = run({ state: 'AK', grossPay: 1000, suiRate: 0.01 });
    // employee: 1,000 * 0.5% = 5.00; employer SUI at the entered 1%: 10.00
    expect(r.perPeriod.employee.otherTaxes).toEqual([{ code: 'AK_UI_EE', label: 'Alaska unemployment insurance (employee)', amount: 5 }]);
    expect(r.perPeriod.employer.sui).toBe(10);
    // annual: 52,000 is under the 54,200 base: 0.5% * 52,000 = 260
    expect(run({ state: 'AK', grossPay: 1000, suiRate: 0.01 }).annual.employee.otherTaxes[0]?.amount).toBe(260);
  });

  it('Arkansas ($7,000) and District of Columbia ($9,000) cap SUI at their wage bases', () => {
    // 2% of the first 7,000 = 140; 2% of the first 9,000 = 180
    expect(run({ state: 'AR', grossPay: 1000, suiRate: 0.02 }).annual.employer.sui).toBe(140);
    expect(run({ state: 'DC', grossPay: 1000, suiRate: 0.02 }).annual.employer.sui).toBe(180);
  });
});
