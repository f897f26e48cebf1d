import { describe, expect, it } from 'vitest';
import { run, sit } from '../../engine/test-helpers';

// Nebraska Circular EN 2025, Table 7 percentage method (source ne-2025-gp): annual wages - $2,360 per W-4N allowance,
// the single or married table, / periods.
describe('golden examples 2025: Nebraska', () => {
  it('single and married (hand-worked)', () => {
    // weekly $1,000, single, 1 allowance: 52,000 - 2,360 = 49,640; 1,422.54 + 5.23% x (49,640 - 38,740) = 1,422.54 + 570.07
    // = 1,992.61; / 52 = 38.319 -> 38.32
    expect(sit({ taxYear: 2025, state: 'NE', grossPay: 1000, stateW4: { allowances: 1 } })).toBe(38.32);
    // biweekly $2,500, married, 2 allowances: 65,000 - 4,720 = 60,280; 1,560.91 + 5.07% x (60,280 - 48,650) = 1,560.91 + 589.641
    // = 2,150.551; / 26 = 82.714 -> 82.71
    expect(
      sit({
        taxYear: 2025,
        state: 'NE',
        payFrequency: 'biweekly',
        grossPay: 2500,
        stateW4: { filingStatus: 'married', allowances: 2 },
      }),
    ).toBe(82.71);
  });

  it('low wages: the first bracket and nothing below it', () => {
    // weekly $100, single, no W-4N: 5,200; 2.26% x (5,200 - 3,310) = 42.714; / 52 = 0.8214 -> 0.82
    expect(sit({ taxYear: 2025, state: 'NE', grossPay: 100 })).toBe(0.82);
    // weekly $60: 3,120 < 3,310: 0
    expect(sit({ taxYear: 2025, state: 'NE', grossPay: 60 })).toBe(0);
  });

  it('SUI at the 2025 new-employer rate (Department of Labor, 1.25%)', () => {
    // weekly $1,000 x 1.25% = 12.50
    expect(run({ taxYear: 2025, state: 'NE', grossPay: 1000 }).perPeriod.employer.sui).toBe(12.5);
  });
});
