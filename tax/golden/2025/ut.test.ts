import { describe, expect, it } from 'vitest';
import { run, sit } from '../../engine/test-helpers';

// Utah Publication 14: rev. 4/24 (4.55%) for pay periods beginning before 1 June 2025, rev. 4/25
// (4.50%, H.B. 106) from 1 June 2025; the engine picks the edition by pay date.
describe('golden examples: Utah (2025, both editions)', () => {
  it('rev. 4/25 per-period schedules from 1 June 2025', () => {
    // Publication 14 (rev. 4/25) p. 11, Example 2: biweekly $2,600, single: 117 - (17 - 29 -> 0) = 117
    expect(sit({ taxYear: 2025, state: 'UT', payFrequency: 'biweekly', grossPay: 2600, payDate: '2025-06-13' })).toBe(
      117,
    );
    // hand-worked on the same schedules: weekly $400, single: 400 x 4.50% = 18; 9 - 1.3% x (400 - 175) = 2.93 -> 3; 9 - 3 = 6; 18 - 6 = 12
    expect(sit({ taxYear: 2025, state: 'UT', grossPay: 400, payDate: '2025-09-05' })).toBe(12);
    // semimonthly $1,200, married: 54 - (38 - 1.3% x (1,200 - 759) = 5.73 -> 6) = 54 - 32 = 22
    expect(
      sit({
        taxYear: 2025,
        state: 'UT',
        payFrequency: 'semimonthly',
        grossPay: 1200,
        payDate: '2025-07-15',
        stateW4: { filingStatus: 'married' },
      }),
    ).toBe(22);
  });

  it('rev. 4/24 before 1 June 2025, worked on annual wages (hand-worked; marked as an approximation)', () => {
    // weekly $400, single: 20,800 x 4.55% = 946.40; 440 - 1.3% x (20,800 - 8,826) = 284.34; 662.06 / 52 = 12.73 -> $13
    expect(sit({ taxYear: 2025, state: 'UT', grossPay: 400, payDate: '2025-03-07' })).toBe(13);
    // monthly $7,800, married: 93,600 x 4.55% = 4,258.80; 880 - 1.3% x 75,948 < 0 -> 0; / 12 = 354.90 -> $355
    expect(
      sit({
        taxYear: 2025,
        state: 'UT',
        payFrequency: 'monthly',
        grossPay: 7800,
        payDate: '2025-01-31',
        stateW4: { filingStatus: 'married' },
      }),
    ).toBe(355);
    expect(run({ taxYear: 2025, state: 'UT', grossPay: 400, payDate: '2025-03-07' }).notes.join(' ')).toMatch(
      /Approximation: Utah/,
    );
    expect(run({ taxYear: 2025, state: 'UT', grossPay: 400, payDate: '2025-06-06' }).notes.join(' ')).not.toMatch(
      /Approximation: Utah/,
    );
  });
});
