import { describe, expect, it } from 'vitest';
import { sit } from '../../engine/test-helpers';

// West Virginia IT-100.2A, percentage method for 2025 (rates 2.22% to 4.82%), the annual figures read
// in Suburban Computer's 1 January 2025 reproduction. No printed example was available: hand-worked
// on annual wages, divided by the periods, rounded to the whole dollar as the tables direct.
describe('golden examples: West Virginia (2025)', () => {
  it('two-earner (the default) and one-earner tables (hand-worked)', () => {
    // weekly $800: 41,600; two-earner: 874.13 + 4.44% x (41,600 - 30,000) = 1,389.17; / 52 = 26.71 -> $27
    expect(sit({ taxYear: 2025, state: 'WV', grossPay: 800 })).toBe(27);
    // one-earner: 1,165.50 + 4.44% x (41,600 - 40,000) = 1,236.54; / 52 = 23.78 -> $24
    expect(sit({ taxYear: 2025, state: 'WV', grossPay: 800, stateW4: { filingStatus: 'oneEarner' } })).toBe(24);
  });

  it('exemptions and the top bracket (hand-worked)', () => {
    // weekly $400, 2 exemptions: 20,800 - 4,000 = 16,800; 166.50 + 2.96% x 9,300 = 441.78; / 52 = 8.50 (8.4958) -> $8
    expect(sit({ taxYear: 2025, state: 'WV', grossPay: 400, stateW4: { allowances: 2 } })).toBe(8);
    // monthly $6,000, two-earner: 72,000; 1,540.13 + 4.82% x 27,000 = 2,841.53; / 12 = 236.79 -> $237
    expect(sit({ taxYear: 2025, state: 'WV', payFrequency: 'monthly', grossPay: 6000 })).toBe(237);
  });
});
