import { describe, expect, it } from 'vitest';
import { other, run } from '../engine/test-helpers';

// 150-206-436 (rev. 12-31-25), Oregon Withholding Tax Formulas for 2026.
describe('golden examples: Oregon (2026)', () => {
  it('Examples 1 and 2: $25,000 a year, single, 0 allowances, about $1,000 of federal tax withheld', () => {
    // monthly 2,083.33; federal withheld 890 / 12 + 9.16 extra = 83.33 a month (999.92 a year)
    // BASE 24,999.96 - 999.92 - 2,910 = 21,090.04; 941 + 8.75% x 9,690.04 = 1,788.88; / 12 = 149.07
    // (the publication prints 1,789 and $149: its optional whole-dollar rounding, not applied here)
    const r = run({
      state: 'OR',
      payFrequency: 'monthly',
      grossPay: 2083.33,
      withholdFederalIncomeTax: true,
      w4: { filingStatus: 'single', step4c: 9.16 },
      stateW4: { filingStatus: 'single' },
    });
    expect(r.perPeriod.employee.federalIncomeTax).toBe(83.33);
    expect(r.perPeriod.employee.stateIncomeTax).toBe(149.07);
  });

  it('Example 3: $132,000 single, 4 allowances: only $5,250 of federal tax, no allowances', () => {
    // BASE 132,000 - 5,250 - 2,910 = 123,840 (as printed); 678 + 8.75% x 112,440 = 10,516.50; / 12 = 876.38
    const r = run({
      state: 'OR',
      payFrequency: 'monthly',
      grossPay: 11000,
      withholdFederalIncomeTax: true,
      stateW4: { filingStatus: 'single', allowances: 4 },
    });
    expect(r.perPeriod.employee.stateIncomeTax).toBe(876.38);
  });

  it('statewide transit tax 0.1% of wages, its own line', () => {
    // 2,000 x 0.1% = 2.00
    expect(
      other(run({ state: 'OR', payFrequency: 'biweekly', grossPay: 2000 }).perPeriod.employee.otherTaxes, 'OR_STT'),
    ).toBe(2);
  });
});
