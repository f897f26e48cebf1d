import { describe, expect, it } from 'vitest';
import { other, run } from '../../engine/test-helpers';

// Alaska has no wage income tax; employees pay 0.50% unemployment insurance on the first $51,700 (2025).
describe('golden examples: Alaska (2025)', () => {
  it('no income tax; employee UI at 0.50%', () => {
    const r = run({ taxYear: 2025, state: 'AK', grossPay: 1000 });
    expect(r.perPeriod.employee.stateIncomeTax).toBe(0);
    // 1,000 x 0.50% = 5.00
    expect(other(r.perPeriod.employee.otherTaxes, 'AK_UI_EE')).toBe(5);
    // employer SUI at the 1.0% new-employer rate: 10.00
    expect(r.perPeriod.employer.sui).toBe(10);
  });

  it('employee UI stops at the $51,700 wage base', () => {
    // 51,200 already paid: only 500 of this $1,000 is under the base; 500 x 0.50% = 2.50
    const r = run({ taxYear: 2025, state: 'AK', grossPay: 1000, ytdWages: 51200 });
    expect(other(r.perPeriod.employee.otherTaxes, 'AK_UI_EE')).toBe(2.5);
    // the year at $1,000 a week: 52,000 wages, 51,700 x 0.50% = 258.50
    expect(other(r.annual.employee.otherTaxes, 'AK_UI_EE')).toBe(258.5);
  });
});
