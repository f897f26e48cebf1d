import { describe, expect, it } from 'vitest';
import { run, sit } from '../engine/test-helpers';

// Worked vectors for Oregon on the printed addends of 150-206-436 (678 and 1,357 above the $50,000 tier, 941 / 1,620 with the $263 below it).
describe('state income tax withholding added for 2026: OR', () => {
  it('Oregon: the 2026 formula with its $50,000 tier, allowance switch and federal subtraction', () => {
    // single, 41,600 (at or below 50,000, so + 263): 41,600 - 2,910 = 38,690
    // 678 + 8.75% * 27,290 = 3,065.875; + 263 = 3,328.875; / 52 = 64.017
    expect(sit({ state: 'OR', grossPay: 800, stateW4: { filingStatus: 'single' } })).toBe(64.02);
    // two allowances take 2 * 263: 2,802.875; / 52 = 53.901
    expect(sit({ state: 'OR', grossPay: 800, stateW4: { filingStatus: 'single', allowances: 2 } })).toBe(53.9);
    // over 50,000 there is no + 263: 52,000 - 2,910 = 49,090; 678 + 8.75% * 37,690 = 3,975.875; / 52 = 76.459
    expect(sit({ state: 'OR', grossPay: 1000, stateW4: { filingStatus: 'single' } })).toBe(76.46);
    // single with 3 allowances uses the married table: 41,600 - 5,820 = 35,780
    // 1,357 + 8.75% * 12,980 = 2,492.75; + 263 - 3 * 263 = 1,966.75; / 52 = 37.822
    expect(sit({ state: 'OR', grossPay: 800, stateW4: { filingStatus: 'single', allowances: 3 } })).toBe(37.82);
    // single above 100,000: allowances count for nothing; monthly 10,000 = 120,000 - 2,910 = 117,090
    // 678 + 8.75% * 105,690 = 9,925.875; / 12 = 827.156
    expect(
      sit({
        state: 'OR',
        payFrequency: 'monthly',
        grossPay: 10000,
        stateW4: { filingStatus: 'single', allowances: 2 },
      }),
    ).toBe(827.16);
    // no OR-W-4: 8% of wages (HB 2119): 800 x 8% = 64.00
    expect(sit({ state: 'OR', grossPay: 800 })).toBe(64);
    expect(run({ state: 'OR', grossPay: 800 }).notes.join(' ')).not.toMatch(/Approximation: Oregon/);
  });

  it('Oregon subtracts the federal tax withheld, up to $8,750 a year', () => {
    const r = run({ state: 'OR', grossPay: 800, withholdFederalIncomeTax: true, stateW4: { filingStatus: 'single' } });
    // federal (Pub 15-T, single): 41,600 - 8,600 = 33,000; 1,240 + 12% * 13,100 = 2,812; / 52 = 54.077
    expect(r.perPeriod.employee.federalIncomeTax).toBe(54.08);
    // Oregon: 41,600 - 2,812 - 2,910 = 35,878; 678 + 8.75% * 24,478 = 2,819.825; + 263 = 3,082.825; / 52 = 59.285
    expect(r.perPeriod.employee.stateIncomeTax).toBe(59.29);
  });

  it('Alaska: employee UI 0.50% and the $54,200 wage base', () => {
    const r = run({ state: 'AK', grossPay: 1000, suiRate: 0.01 });
    // employee: 1,000 * 0.5% = 5.00; employer SUI at the entered 1%: 10.00
    expect(r.perPeriod.employee.otherTaxes).toEqual([
      { code: 'AK_UI_EE', label: 'Alaska unemployment insurance (employee)', amount: 5 },
    ]);
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
