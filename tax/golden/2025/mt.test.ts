import { describe, expect, it } from 'vitest';
import { run, sit } from '../../engine/test-helpers';

// Montana 2025: the annual withholding formula by MW-4 status (source mt-2025-nfc), / periods, rounded to the dollar.
// The guide's per-period tables were not found, so this is marked an approximation. Hand-worked.
describe('golden examples 2025: Montana', () => {
  it('single, joint and head of household (hand-worked)', () => {
    // weekly $1,000, single: 52,000; 992 + 5.9% x (52,000 - 36,100) = 1,930.10; / 52 = 37.12 -> $37
    // (the per-period form: 19 + 5.9% x (1,000 - 694) = 37.05 -> $37 as well)
    expect(sit({ taxYear: 2025, state: 'MT', grossPay: 1000 })).toBe(37);
    // biweekly $3,000, married filing jointly: 78,000; 1,983 + 5.9% x 5,800 = 2,325.20; / 26 = 89.43 -> $89
    expect(
      sit({
        taxYear: 2025,
        state: 'MT',
        payFrequency: 'biweekly',
        grossPay: 3000,
        stateW4: { filingStatus: 'marriedJoint' },
      }),
    ).toBe(89);
    // monthly $3,000, head of household: 36,000; 4.7% x (36,000 - 22,500) = 634.50; / 12 = 52.875 -> $53
    expect(
      sit({
        taxYear: 2025,
        state: 'MT',
        payFrequency: 'monthly',
        grossPay: 3000,
        stateW4: { filingStatus: 'headOfHousehold' },
      }),
    ).toBe(53);
  });

  it('both spouses working use the single table; the result says it is an approximation', () => {
    // weekly $500: 26,000; 4.7% x (26,000 - 15,000) = 517; / 52 = 9.94 -> $10
    expect(sit({ taxYear: 2025, state: 'MT', grossPay: 500, stateW4: { filingStatus: 'marriedBothWorking' } })).toBe(
      10,
    );
    expect(run({ taxYear: 2025, state: 'MT', grossPay: 500 }).notes.join(' ')).toMatch(/Approximation:/);
  });
});
