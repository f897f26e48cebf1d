import { describe, expect, it } from 'vitest';
import { run, sit } from '../../engine/test-helpers';

// Iowa withholding formula for 2025 (read in a vendor's reproduction: 3.80%; deduction by IA W-4 filing status,
// single $12,000, head of household $18,050, married filing jointly $24,050; $40 per allowance on a 2023 or
// earlier IA W-4). Hand-worked.
describe('golden examples: Iowa (2025)', () => {
  it('no IA W-4: the single deduction', () => {
    // weekly $1,000: 12,000 / 52 = 230.77; 769.23 x 3.80% = 29.23
    const r = run({ taxYear: 2025, state: 'IA', grossPay: 1000 });
    expect(r.perPeriod.employee.stateIncomeTax).toBe(29.23);
    expect(r.notes.join(' ')).not.toMatch(/Approximation: Iowa/);
  });

  it('married filing jointly with $80 of allowances, and an old IA W-4 for a head of household', () => {
    // monthly $4,000: 24,050 / 12 = 2,004.17; 1,995.83 x 3.80% = 75.84; - 80 / 12 = 6.67: 69.17
    expect(
      sit({
        taxYear: 2025,
        state: 'IA',
        payFrequency: 'monthly',
        grossPay: 4000,
        stateW4: { filingStatus: 'marriedJoint', exemptionAmount: 80 },
      }),
    ).toBe(69.17);
    // biweekly $2,000: 18,050 / 26 = 694.23; 1,305.77 x 3.80% = 49.62; - 2 x 40 / 26 = 3.08: 46.54
    expect(
      sit({
        taxYear: 2025,
        state: 'IA',
        payFrequency: 'biweekly',
        grossPay: 2000,
        stateW4: { filingStatus: 'headOfHousehold', allowances: 2 },
      }),
    ).toBe(46.54);
  });

  it('SUI: a new employer outside construction pays 1% of the first $39,500', () => {
    // the twelfth benefit-ratio rank of the lowest table, 0.4%, raised to the 1% floor: weekly $1,000 x 1% = 10.00
    const r = run({ taxYear: 2025, state: 'IA', grossPay: 1000, withholdStateIncomeTax: false });
    expect(r.perPeriod.employer.sui).toBe(10);
    // $39,000 already paid: only $500 of this pay is under the base: 5.00
    expect(run({ taxYear: 2025, state: 'IA', grossPay: 1000, ytdWages: 39000 }).perPeriod.employer.sui).toBe(5);
  });
});
