import { describe, expect, it } from 'vitest';
import { run, sit } from '../../engine/test-helpers';

// KW-100 percentage method on the tables for wages paid on and after 1 July 2024, in force for all of 2025.
describe('golden examples: Kansas (2025)', () => {
  it('KW-100 example: $2,000 semimonthly, joint, 3 allowances', () => {
    // allowance 763.33 + 96.67 = 860.00; 1,140.00; 5.2% x (1,140 - 343) = 41.44
    expect(
      sit({
        taxYear: 2025,
        state: 'KS',
        payFrequency: 'semimonthly',
        grossPay: 2000,
        stateW4: { filingStatus: 'married', allowances: 3 },
      }),
    ).toBe(41.44);
  });

  it('single table look-ups (hand-worked)', () => {
    // no K-4, weekly $1,000: 23.00 + 5.58% x (1,000 - 512) = 50.23
    expect(sit({ taxYear: 2025, state: 'KS', grossPay: 1000 })).toBe(50.23);
    // 1 allowance: 1,000 - 176.15 = 823.85; 23.00 + 5.58% x 311.85 = 40.40
    expect(sit({ taxYear: 2025, state: 'KS', grossPay: 1000, stateW4: { allowances: 1 } })).toBe(40.4);
    expect(run({ taxYear: 2025, state: 'KS', grossPay: 1000 }).notes.join(' ')).not.toMatch(/Approximation: Kansas/);
  });
});
