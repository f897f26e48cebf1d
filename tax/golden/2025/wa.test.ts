import { describe, expect, it } from 'vitest';
import { other, run } from '../../engine/test-helpers';

// Washington 2025: no income tax; Paid Family and Medical Leave 0.92% of wages up to $176,100, of which
// employees pay 71.52% (a household employer with fewer than 50 employees owes no employer share);
// WA Cares 0.58% of all wages; new-employer SUI rates are set by industry.
describe('golden examples: Washington (2025)', () => {
  it('PFML employee share and WA Cares', () => {
    // weekly $1,000: 0.92% x 71.52% = 0.657984% -> 6.58; WA Cares 0.58% -> 5.80
    const r = run({ taxYear: 2025, state: 'WA', grossPay: 1000 });
    expect(other(r.perPeriod.employee.otherTaxes, 'WA_PFML')).toBe(6.58);
    expect(other(r.perPeriod.employee.otherTaxes, 'WA_CARES')).toBe(5.8);
    expect(r.perPeriod.employee.stateIncomeTax).toBe(0);
  });

  it('PFML stops at $176,100; WA Cares has no cap; SUI needs the notice rate', () => {
    // $175,600 already paid: PFML on 500 only = 3.29; WA Cares on all 1,000 = 5.80
    const r = run({ taxYear: 2025, state: 'WA', grossPay: 1000, ytdWages: 175600 });
    expect(other(r.perPeriod.employee.otherTaxes, 'WA_PFML')).toBe(3.29);
    expect(other(r.perPeriod.employee.otherTaxes, 'WA_CARES')).toBe(5.8);
    expect(run({ taxYear: 2025, state: 'WA', grossPay: 1000 }).perPeriod.employer.sui).toBe(0);
    // with the notice's rate, 1.5% on the first $72,800: 15.00
    expect(run({ taxYear: 2025, state: 'WA', grossPay: 1000, suiRate: 0.015 }).perPeriod.employer.sui).toBe(15);
  });
});
