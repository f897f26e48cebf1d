import { describe, expect, it } from 'vitest';
import { run, sit } from '../../engine/test-helpers';

// Arkansas DFA Withholding Tax Formula Method, effective 1 January 2026 (read in three repositories'
// transcriptions, which agree): annual wages less $2,470; below $100,001 the $50 midpoint of the $100 range; rate
// less adjustment (3.9% less 419.96 from $26,400; from $94,701 to $97,800 the adjustment falls from 399.30 by $10 a
// $100 row; above $97,800 it is 89.30); the gross tax to the dollar; less $29 per AR4EC exemption; divided by pay
// periods. The 6 May 2026 rate cut (H.B. 1001, 3.7% for all of 2026) has no DFA withholding formula in the sources,
// so these stay on the 1 January one.
describe('golden examples: Arkansas (2026)', () => {
  it("DFA's example: Gary, monthly $2,127, two exemptions", () => {
    // 25,524 - 2,470 = 23,054 -> 23,050; 3.4% x 23,050 - 287.97 = 495.73 -> 496; - 2 x 29 = 438; / 12 = 36.50
    expect(sit({ state: 'AR', payFrequency: 'monthly', grossPay: 2127, stateW4: { allowances: 2 } })).toBe(36.5);
  });

  it('the first phase-down row and the row below it (hand-worked)', () => {
    // weekly $1,868: 97,136 - 2,470 = 94,666 -> 94,650; 3.9% x 94,650 - 419.96 = 3,271.39 -> 3,271; / 52 = 62.90
    expect(sit({ state: 'AR', grossPay: 1868 })).toBe(62.9);
    // weekly $1,870: 97,240 - 2,470 = 94,770 -> 94,750; 3.9% x 94,750 - 399.30 = 3,295.95 -> 3,296; / 52 = 63.38
    expect(sit({ state: 'AR', grossPay: 1870 })).toBe(63.38);
  });

  it('the midpoint stops at $100,001 of taxable wages (hand-worked)', () => {
    // monthly $8,538: 102,456 - 2,470 = 99,986 -> 99,950; 3.9% x 99,950 - 89.30 = 3,808.75 -> 3,809; / 12 = 317.42
    expect(sit({ state: 'AR', payFrequency: 'monthly', grossPay: 8538 })).toBe(317.42);
    // monthly $8,540: 102,480 - 2,470 = 100,010, the exact figure
    // 3.9% x 100,010 - 89.30 = 3,811.09 -> 3,811; / 12 = 317.58
    expect(sit({ state: 'AR', payFrequency: 'monthly', grossPay: 8540 })).toBe(317.58);
  });

  it('AR4EC: the extra amount is added, exempt withholds nothing, no certificate claims nothing', () => {
    // biweekly $1,500, 1 exemption: 39,000 - 2,470 = 36,530 -> 36,550; 3.9% x 36,550 - 419.96 = 1,005.49 -> 1,005
    // - 29 = 976; / 26 = 37.54; plus $10 = 47.54
    expect(sit({ state: 'AR', payFrequency: 'biweekly', grossPay: 1500, stateW4: { allowances: 1 } })).toBe(37.54);
    const withExtra = { allowances: 1, additionalWithholding: 10 };
    expect(sit({ state: 'AR', payFrequency: 'biweekly', grossPay: 1500, stateW4: withExtra })).toBe(47.54);
    expect(sit({ state: 'AR', payFrequency: 'biweekly', grossPay: 1500, stateW4: { exempt: true } })).toBe(0);
    // no AR4EC: 1,005 / 26 = 38.65
    expect(sit({ state: 'AR', payFrequency: 'biweekly', grossPay: 1500 })).toBe(38.65);
  });

  it('is not flagged as an approximation', () => {
    expect(run({ state: 'AR', grossPay: 800 }).notes.join(' ')).not.toMatch(/Approximation: Arkansas/);
  });
});
