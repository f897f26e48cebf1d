import { describe, expect, it } from 'vitest';
import { run, sit } from '../../engine/test-helpers';

// New Mexico 2025: the annual withholding tables by federal W-4 filing status (source nm-2025-gp), / periods. FYI-104's
// per-period tables were not found, so this is marked an approximation. Hand-worked.
describe('golden examples 2025: New Mexico', () => {
  it('single, married and head of household (hand-worked)', () => {
    // weekly $1,000, single: 52,000; 1,165.50 + 4.7% x (52,000 - 41,000) = 1,682.50; / 52 = 32.356 -> 32.36
    expect(sit({ taxYear: 2025, state: 'NM', grossPay: 1000 })).toBe(32.36);
    // biweekly $2,000, married filing jointly: 52,000; 664 + 4.3% x (52,000 - 40,000) = 1,180; / 26 = 45.385 -> 45.38
    expect(
      sit({
        taxYear: 2025,
        state: 'NM',
        payFrequency: 'biweekly',
        grossPay: 2000,
        stateW4: { filingStatus: 'marriedJoint' },
      }),
    ).toBe(45.38);
    // monthly $2,500, head of household: 30,000; 376 + 3.2% x (30,000 - 27,250) = 464; / 12 = 38.667 -> 38.67
    expect(
      sit({
        taxYear: 2025,
        state: 'NM',
        payFrequency: 'monthly',
        grossPay: 2500,
        stateW4: { filingStatus: 'headOfHousehold' },
      }),
    ).toBe(38.67);
  });

  it('nothing below the first bracket; the result says it is an approximation', () => {
    // weekly $140, single: 7,280 < 7,500: 0
    expect(sit({ taxYear: 2025, state: 'NM', grossPay: 140 })).toBe(0);
    expect(run({ taxYear: 2025, state: 'NM', grossPay: 1000 }).notes.join(' ')).toMatch(/Approximation:/);
  });
});
