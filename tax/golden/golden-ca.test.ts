import { describe, expect, it } from 'vitest';
import { run, sit } from '../engine/test-helpers';

// EDD, California Withholding Schedules for 2026, Method B, Examples A-D (pp. 2-4).
describe('golden examples: California (2026 Method B)', () => {
  it('Examples A to D', () => {
    // A: weekly $210, single, 1 allowance: at or below the $363 low-income exemption: 0
    expect(sit({ state: 'CA', grossPay: 210, stateW4: { allowances: 1 } })).toBe(0);
    // B: biweekly $1,600, married, 2 regular + 1 estimated-deduction allowance: 1,600 - 38 - 439 = 1,123
    // 9.37 + 2.2% x (1,123 - 852) = 15.33; less the 2-allowance credit 12.95 = 2.38
    expect(
      sit({
        state: 'CA',
        payFrequency: 'biweekly',
        grossPay: 1600,
        stateW4: { filingStatus: 'married', allowances: 2, additionalAllowances: 1 },
      }),
    ).toBe(2.38);
    // C: monthly $5,100, married, 5 allowances: 5,100 - 951 = 4,149; 20.33 + 2.2% x 2,301 = 70.95; less 70.13 = 0.82
    expect(
      sit({
        state: 'CA',
        payFrequency: 'monthly',
        grossPay: 5100,
        stateW4: { filingStatus: 'married', allowances: 5 },
      }),
    ).toBe(0.82);
    // D: weekly $950, head of household, 3 allowances: 950 - 219 = 731; 4.69 + 2.2% x 305 = 11.40; less 9.71 = 1.69
    expect(sit({ state: 'CA', grossPay: 950, stateW4: { filingStatus: 'headOfHousehold', allowances: 3 } })).toBe(1.69);
  });

  it('no DE 4: single, zero allowances (hand-worked on Table 23)', () => {
    // weekly $1,000: 1,000 - 110 = 890; 21.61 + 6.6% x (890 - 797) = 27.748 -> 27.75
    expect(sit({ state: 'CA', grossPay: 1000 })).toBe(27.75);
    expect(run({ state: 'CA', grossPay: 1000 }).notes.join(' ')).not.toMatch(/Approximation: California/);
  });
});
