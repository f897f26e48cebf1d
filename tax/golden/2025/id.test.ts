import { describe, expect, it } from 'vitest';
import { sit } from '../../engine/test-helpers';

// Idaho 2025: the table effective 1 July 2024 (5.695%) until 30 June 2025, then the table effective
// 1 July 2025 (5.3%), each by the annualized wage method, rounded to the whole dollar. Hand-worked.
describe('golden examples: Idaho (2025)', () => {
  it('biweekly $1,212, single, no allowances, before and after 1 July', () => {
    // March: 31,512 - 14,600 = 16,912 x 5.695% = 963.14 / 26 = 37.04 -> $37
    expect(sit({ taxYear: 2025, state: 'ID', payFrequency: 'biweekly', grossPay: 1212, payDate: '2025-03-14' })).toBe(
      37,
    );
    // August: 31,512 - 15,000 = 16,512 x 5.3% = 875.14 / 26 = 33.66 -> $34
    expect(sit({ taxYear: 2025, state: 'ID', payFrequency: 'biweekly', grossPay: 1212, payDate: '2025-08-15' })).toBe(
      34,
    );
  });

  it('weekly $1,000, married, 2 child tax credit allowances', () => {
    // May: 52,000 - 2 x 3,600 - 29,200 = 15,600 x 5.695% = 888.42 / 52 = 17.08 -> $17
    expect(
      sit({
        taxYear: 2025,
        state: 'ID',
        grossPay: 1000,
        payDate: '2025-05-02',
        stateW4: { filingStatus: 'married', allowances: 2 },
      }),
    ).toBe(17);
    // October: 52,000 - 2 x 3,868 - 30,000 = 14,264 x 5.3% = 755.99 / 52 = 14.54 -> $15
    expect(
      sit({
        taxYear: 2025,
        state: 'ID',
        grossPay: 1000,
        payDate: '2025-10-03',
        stateW4: { filingStatus: 'married', allowances: 2 },
      }),
    ).toBe(15);
  });
});
