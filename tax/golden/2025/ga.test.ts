import { describe, expect, it } from 'vitest';
import { sit } from '../../engine/test-helpers';

// Georgia percentage method (Table E) for 2025: 5.39% to 30 June, 5.19% from 1 July (H.B. 111); the same
// $12,000 / $24,000 standard deduction and $4,000 allowances as the December 2025 guide's example.
describe('golden examples: Georgia (2025)', () => {
  const c = { filingStatus: 'marriedJointOneWorking', dependents: 1 };

  it('semimonthly $1,470.83, C, 1 dependent, before and after 1 July', () => {
    // 1,470.83 - 1,000.00 (24,000 / 24) - 166.67 (4,000 / 24) = 304.16
    // February: 304.16 x 5.39% = 16.39; July: 304.16 x 5.19% = 15.79 (the guide's own figure)
    expect(
      sit({
        taxYear: 2025,
        state: 'GA',
        payFrequency: 'semimonthly',
        grossPay: 1470.83,
        payDate: '2025-02-14',
        stateW4: c,
      }),
    ).toBe(16.39);
    expect(
      sit({
        taxYear: 2025,
        state: 'GA',
        payFrequency: 'semimonthly',
        grossPay: 1470.83,
        payDate: '2025-07-15',
        stateW4: c,
      }),
    ).toBe(15.79);
  });

  it('single, weekly, no G-4 (hand-worked)', () => {
    // 1,000 - 230.77 (12,000 / 52) = 769.23; x 5.39% = 41.46
    expect(sit({ taxYear: 2025, state: 'GA', grossPay: 1000, payDate: '2025-03-07' })).toBe(41.46);
    // x 5.19% = 39.92
    expect(sit({ taxYear: 2025, state: 'GA', grossPay: 1000, payDate: '2025-09-05' })).toBe(39.92);
  });
});
