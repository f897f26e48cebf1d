import { describe, expect, it } from 'vitest';
import { calculatePayroll } from '../engine/payroll';
import { run, sit } from '../engine/test-helpers';

function paths(input: Record<string, unknown>): string[] {
  const outcome = calculatePayroll({ taxYear: 2026, payFrequency: 'weekly', ...input });
  return outcome.ok ? [] : outcome.errors.map((e) => e.path);
}

// Worked vectors for Alabama (with the Department's M-2 example) and Arkansas; bracket bases are the running totals.
describe('state income tax withholding added for 2026: AL, AR, MD', () => {
  it('Alabama: A-4 status, stepped standard deduction, dependents by wage tier, flagged', () => {
    // no A-4: status Zero, the 0/S table at 35,500 or more = 2,500, no exemption
    // 41,600 - 2,500 = 39,100; 110 + 5% * 36,100 = 1,915; / 52 = 36.827
    expect(sit({ state: 'AL', grossPay: 800 })).toBe(36.83);
    // married, 2 dependents, 26,000 a year (500 weekly): deduction 8,500 - 175 * floor(500 / 500) = 8,325
    // 26,000 - 8,325 - 3,000 - 2 * 1,000 = 12,675; 220 + 5% * 6,675 = 553.75; / 52 = 10.649
    expect(sit({ state: 'AL', grossPay: 500, stateW4: { filingStatus: 'married', dependents: 2 } })).toBe(10.65);
    // married filing separately, 16,120 a year (310 weekly): 4,250 - 88 * floor(3,370 / 250) = 4,250 - 88 * 13 = 3,106
    // 16,120 - 3,106 - 1,500 = 11,514; 110 + 5% * 8,514 = 535.70; / 52 = 10.302
    expect(sit({ state: 'AL', grossPay: 310, stateW4: { filingStatus: 'marriedSeparate' } })).toBe(10.3);
    // head of family, 1 dependent, monthly 5,000 = 60,000: deduction floor 2,500; dependent 500 (over 50,000)
    // 60,000 - 2,500 - 3,000 - 500 = 54,000; 110 + 5% * 51,000 = 2,660; / 12 = 221.667
    expect(
      sit({
        state: 'AL',
        payFrequency: 'monthly',
        grossPay: 5000,
        stateW4: { filingStatus: 'headOfFamily', dependents: 1 },
      }),
    ).toBe(221.67);
    expect(run({ state: 'AL', grossPay: 800 }).notes.join(' ')).not.toMatch(/Approximation: Alabama/);
  });

  it('Alabama subtracts all of the federal tax withheld', () => {
    const r = run({ state: 'AL', grossPay: 800, withholdFederalIncomeTax: true });
    // federal (Pub 15-T, single): 41,600 - 8,600 = 33,000; 1,240 + 12% * 13,100 = 2,812; / 52 = 54.077
    expect(r.perPeriod.employee.federalIncomeTax).toBe(54.08);
    // 41,600 - 2,500 - 2,812 = 36,288; 110 + 5% * 33,288 = 1,774.40; / 52 = 34.123
    expect(r.perPeriod.employee.stateIncomeTax).toBe(34.12);
    // ALDOR's example: M-2, $850 weekly, federal withheld $35.19 (Pub 15-T MFJ 23.08 + 12.11 extra):
    // 44,200 - 5,000 - 1,829.72 - 3,000 - 2,000 = 32,370.28; 220 + 5% * 26,370.28 = 1,538.51; / 52 = 29.59
    const m2 = run({
      state: 'AL',
      grossPay: 850,
      withholdFederalIncomeTax: true,
      w4: { filingStatus: 'mfj', step4c: 12.11 },
      stateW4: { filingStatus: 'married', dependents: 2 },
    });
    expect(m2.perPeriod.employee.federalIncomeTax).toBe(35.19);
    expect(m2.perPeriod.employee.stateIncomeTax).toBe(29.59);
  });

  it('Alabama A-4: exempt (military spouse, or no tax last year and none expected) withholds nothing', () => {
    expect(sit({ state: 'AL', grossPay: 800, stateW4: { exempt: true } })).toBe(0);
    expect(sit({ state: 'AL', grossPay: 800, stateW4: { filingStatus: 'single', exempt: true } })).toBe(0);
  });

  it('Arkansas: the 2026 formula, its example, the midpoint and the phase-down', () => {
    // DFA example ("Gary"): monthly $2,127, 2 exemptions: 25,524 - 2,470 = 23,054 -> 23,050
    // 3.4% - 287.97 = 495.73 -> 496; - 58 = 438; / 12 = 36.50
    expect(sit({ state: 'AR', payFrequency: 'monthly', grossPay: 2127, stateW4: { allowances: 2 } })).toBe(36.5);
    // no AR4EC, weekly $800: 39,130 -> 39,150; 3.9% - 419.96 = 1,106.89 -> 1,107; / 52 = 21.288
    expect(sit({ state: 'AR', grossPay: 800 })).toBe(21.29);
    // phase-down band, monthly 8,200: 98,400 - 2,470 = 95,930 -> 95,950; 3.9% - (399.30 - 10 x 12) = 3,462.75 -> 3,463; / 12 = 288.58
    expect(sit({ state: 'AR', payFrequency: 'monthly', grossPay: 8200 })).toBe(288.58);
    // low pay, monthly 600 = 7,200: 7,200 - 2,470 = 4,730 -> 4,750, under $5,600: nothing withheld
    expect(sit({ state: 'AR', payFrequency: 'monthly', grossPay: 600 })).toBe(0);
    expect(run({ state: 'AR', grossPay: 800 }).notes.join(' ')).not.toMatch(/Approximation: Arkansas/);
  });

  it('countyRate is refused where the form has no county line', () => {
    expect(paths({ state: 'AL', grossPay: 800, stateW4: { countyRate: 0.03 } })).toEqual(['stateW4.countyRate']);
    expect(paths({ state: 'MD', grossPay: 800, stateW4: { countyRate: 0.05 } })).toEqual(['stateW4.countyRate']);
  });
});

describe('Maryland nonresidents', () => {
  it('pay the state rates and the special 2.25% nonresident tax instead of a county tax (Guide p. 6)', () => {
    // weekly 1,000, MW507 with no exemptions: 52,000 - 3,400 = 48,600; 4.75% = 2,308.50 / 52 = 44.394; 2.25% = 1,093.50 / 52 = 21.029
    const r = run({ state: 'MD', grossPay: 1000, stateW4: { residence: 'nonresident' } });
    expect(r.perPeriod.employee.stateIncomeTax).toBe(44.39);
    expect(r.perPeriod.employee.otherTaxes).toEqual([
      { code: 'MD_NONRESIDENT', label: 'Maryland special nonresident tax', amount: 21.03 },
    ]);
    // a county rate as well would be two local taxes: refused
    expect(paths({ state: 'MD', grossPay: 1000, stateW4: { residence: 'nonresident', countyRate: 0.032 } })).toEqual([
      'stateW4.countyRate',
    ]);
  });
});
