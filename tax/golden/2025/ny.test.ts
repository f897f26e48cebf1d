import { describe, expect, it } from 'vitest';
import { other, run, sit } from '../../engine/test-helpers';

// New York 2025: NYS-50-T-NYS (1/23) (kept for 2025, source ny-2025-nys50t), its annual exact-calculation table on
// annualized wages (an approximation: the per-period tables were not found). Hand-worked with running-total bases.
describe('golden examples 2025: New York', () => {
  it('single and married (hand-worked)', () => {
    // weekly $1,000, single, 1 allowance: 52,000 - 7,400 - 1,000 = 43,600
    // 8,500 x 4% = 340 + 3,200 x 4.5% = 144 + 2,200 x 5.25% = 115.50 -> 599.50; + 5.5% x (43,600 - 13,900) = 1,633.50
    // = 2,233.00; / 52 = 42.942 -> 42.94
    expect(sit({ taxYear: 2025, state: 'NY', grossPay: 1000, stateW4: { allowances: 1 } })).toBe(42.94);
    // biweekly $3,000, married, 2 allowances: 78,000 - 7,950 - 2,000 = 68,050; 599.50 + 5.5% x 54,150 = 3,577.75
    // / 26 = 137.606 -> 137.61
    expect(
      sit({
        taxYear: 2025,
        state: 'NY',
        payFrequency: 'biweekly',
        grossPay: 3000,
        stateW4: { filingStatus: 'married', allowances: 2 },
      }),
    ).toBe(137.61);
    expect(run({ taxYear: 2025, state: 'NY', grossPay: 1000 }).notes.join(' ')).toMatch(/Approximation:/);
  });

  it('2025 Paid Family Leave 0.388% and disability benefits capped at $0.60 a week', () => {
    // weekly $1,000: PFL 1,000 x 0.388% = 3.88; DBL 0.5% = 5.00, capped at 0.60
    const lines = run({ taxYear: 2025, state: 'NY', grossPay: 1000 }).perPeriod.employee.otherTaxes;
    expect(other(lines, 'NY_PFL')).toBe(3.88);
    expect(other(lines, 'NY_DBL')).toBe(0.6);
    // the year's PFL stops at $354.53: weekly $2,000 after $91,000 this year (PFL so far 353.08): 354.53 - 353.08 = 1.45
    expect(
      other(
        run({ taxYear: 2025, state: 'NY', grossPay: 2000, ytdWages: 91000 }).perPeriod.employee.otherTaxes,
        'NY_PFL',
      ),
    ).toBe(1.45);
  });
});
