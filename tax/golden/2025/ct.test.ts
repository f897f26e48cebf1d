import { describe, expect, it } from 'vitest';
import { other, run, sit } from '../../engine/test-helpers';

// TPG-211 withholding calculation rules for 2025 (the tables the 2026 edition says are unchanged from
// 2025) and Circular CT (no CT-W4: 6.99%).
describe('golden examples: Connecticut (2025)', () => {
  it('Circular CT Example 8 by the calculation rules', () => {
    // weekly $700, code F: 36,400; exemption 15,000 - 7 x 1,000 = 8,000; 28,400; 200 + 4.5% x 18,400 = 1,028
    // credit .10: 925.20 / 52 = 17.79 (the wage-bracket table cell prints 17.65)
    expect(sit({ taxYear: 2025, state: 'CT', grossPay: 700, stateW4: { filingStatus: 'f' } })).toBe(17.79);
  });

  it('no CT-W4: 6.99% of wages without exemption; Paid Leave 0.5%', () => {
    // weekly $1,000 x 6.99% = 69.90; Paid Leave 1,000 x 0.5% = 5.00
    const r = run({ taxYear: 2025, state: 'CT', grossPay: 1000 });
    expect(r.perPeriod.employee.stateIncomeTax).toBe(69.9);
    expect(other(r.perPeriod.employee.otherTaxes, 'CT_PL')).toBe(5);
    // SUI at 2.2% on the first $26,100: 22.00
    expect(r.perPeriod.employer.sui).toBe(22);
    expect(r.notes.join(' ')).not.toMatch(/Approximation: Connecticut/);
  });

  it('code D with the Table C add-back (hand-worked)', () => {
    // weekly $2,000: 104,000; 4,750 + 6% x 4,000 = 4,990; add-back 250 (over 72,750); no recapture below 105,000
    // 5,240 / 52 = 100.77
    expect(sit({ taxYear: 2025, state: 'CT', grossPay: 2000, stateW4: { filingStatus: 'd' } })).toBe(100.77);
  });
});
