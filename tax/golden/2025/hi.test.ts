import { describe, expect, it } from 'vitest';
import { other, run, sit } from '../../engine/test-helpers';

// Hawaii Booklet A (rev. 2025), Appendix Part 1 annualized method, for 2025 wages.
describe('golden examples: Hawaii (2025)', () => {
  it('Booklet A example: $500 weekly, single, 3 allowances', () => {
    // 26,000 - 3 x 1,144 - 4,350 = 18,218; 288 + 5.5% x 3,818 = 497.99; / 52 = 9.58
    expect(sit({ taxYear: 2025, state: 'HI', grossPay: 500, stateW4: { allowances: 3 } })).toBe(9.58);
  });

  it('married, 2 allowances, monthly $6,000 (hand-worked) and TDI', () => {
    // 72,000 - 2,288 - 4,350 = 65,362; 1,718 + 6.8% x 17,362 = 2,898.62; / 12 = 241.55
    expect(
      sit({
        taxYear: 2025,
        state: 'HI',
        payFrequency: 'monthly',
        grossPay: 6000,
        stateW4: { filingStatus: 'married', allowances: 2 },
      }),
    ).toBe(241.55);
    // TDI: 0.5% of weekly wages up to $1,441.72, at most $7.21: weekly $2,000 -> 7.21
    expect(other(run({ taxYear: 2025, state: 'HI', grossPay: 2000 }).perPeriod.employee.otherTaxes, 'HI_TDI')).toBe(
      7.21,
    );
  });
});
