import { describe, expect, it } from 'vitest';
import { run, sit } from '../../engine/test-helpers';

// ALDOR Withholding Tax Tables and Instructions (rev. August 2024), the booklet in force for 2025:
// Formula for Computing Alabama Withholding Tax, lines 1-6, and the Schedule of Standard Deduction Amounts.
// No federal income tax is withheld in these inputs (the household default), so line 3 subtracts nothing.
describe('golden examples: Alabama (2025)', () => {
  it('no A-4: status 0, the floor standard deduction (hand-worked)', () => {
    // weekly $800: 41,600; 0/S schedule at $35,500 or more: $2,500; no personal exemption
    // 41,600 - 2,500 = 39,100; 110 + 5% x (39,100 - 3,000) = 1,915; / 52 = 36.83
    expect(sit({ taxYear: 2025, state: 'AL', grossPay: 800 })).toBe(36.83);
    expect(run({ taxYear: 2025, state: 'AL', grossPay: 800 }).notes.join(' ')).not.toMatch(/Approximation: Alabama/);
    // SUI: the 2.7% new-employer rate on the first $8,000: 800 x 2.7% = 21.60
    expect(run({ taxYear: 2025, state: 'AL', grossPay: 800 }).perPeriod.employer.sui).toBe(21.6);
  });

  it('married, two dependents: the stepped deduction and the $1,000 dependent tier (hand-worked)', () => {
    // weekly $500: 26,000; M deduction 8,500 less $175 for each full $500 above $25,500: one step, 8,325
    // 26,000 - 8,325 - 3,000 - 2 x 1,000 = 12,675; 220 + 5% x (12,675 - 6,000) = 553.75; / 52 = 10.65
    expect(
      sit({ taxYear: 2025, state: 'AL', grossPay: 500, stateW4: { filingStatus: 'married', dependents: 2 } }),
    ).toBe(10.65);
  });

  it('married filing separately and head of family (hand-worked)', () => {
    // MS, weekly $310: 16,120; 4,250 - 88 x 13 steps of $250 = 3,106; 16,120 - 3,106 - 1,500 = 11,514
    // 110 + 5% x 8,514 = 535.70; / 52 = 10.30
    expect(sit({ taxYear: 2025, state: 'AL', grossPay: 310, stateW4: { filingStatus: 'marriedSeparate' } })).toBe(10.3);
    // H, 1 dependent, monthly $5,000: 60,000; deduction floor 2,500; dependent $500 (wages over $50,000)
    // 60,000 - 2,500 - 3,000 - 500 = 54,000; 110 + 5% x 51,000 = 2,660; / 12 = 221.67
    expect(
      sit({
        taxYear: 2025,
        state: 'AL',
        payFrequency: 'monthly',
        grossPay: 5000,
        stateW4: { filingStatus: 'headOfFamily', dependents: 1 },
      }),
    ).toBe(221.67);
  });

  it('an exempt A-4 (military spouse, or no Alabama tax last year and none expected): nothing withheld', () => {
    expect(sit({ taxYear: 2025, state: 'AL', grossPay: 800, stateW4: { exempt: true } })).toBe(0);
  });
});
