import { describe, expect, it } from 'vitest';
import { sit } from '../../engine/test-helpers';

// Mississippi 2025 (Computer Payroll Accounting method on the 2025 table, source ms-2025-gp): annual wages - standard
// deduction by 89-350 status - line 6 exemption; 0% to $10,000, 4.4% above; / periods, rounded to the whole dollar.
describe('golden examples 2025: Mississippi', () => {
  it('single and married (hand-worked)', () => {
    // weekly $1,000, single, no exemption: 52,000 - 2,300 = 49,700; 4.4% x (49,700 - 10,000) = 1,746.80; / 52 = 33.59 -> $34
    expect(sit({ taxYear: 2025, state: 'MS', grossPay: 1000 })).toBe(34);
    // monthly $5,000, married spouse not employed, line 6 $12,000: 60,000 - 4,600 - 12,000 = 43,400; 4.4% x 33,400 = 1,469.60
    // / 12 = 122.47 -> $122
    expect(
      sit({
        taxYear: 2025,
        state: 'MS',
        payFrequency: 'monthly',
        grossPay: 5000,
        stateW4: { filingStatus: 'marriedSpouseNotEmployed', exemptionAmount: 12000 },
      }),
    ).toBe(122);
  });

  it('head of family with dependents (hand-worked)', () => {
    // biweekly $1,500, head of family, line 6 $9,500 + 2 x $1,500 = $12,500: 39,000 - 3,400 - 12,500 = 23,100
    // 4.4% x 13,100 = 576.40; / 26 = 22.17 -> $22
    expect(
      sit({
        taxYear: 2025,
        state: 'MS',
        payFrequency: 'biweekly',
        grossPay: 1500,
        stateW4: { filingStatus: 'headOfFamily', exemptionAmount: 12500 },
      }),
    ).toBe(22);
  });
});
