import { describe, expect, it } from 'vitest';
import { other, run, sit } from '../../engine/test-helpers';

// Pennsylvania 2025: 3.07% of compensation with no exemptions (no state certificate); employee UC 0.07%;
// new-employer UC 3.822% on the first $10,000; local earned income tax and Local Services Tax lines as
// the user enters them. Pennsylvania prints no worked example for a flat rate: rule vectors.
describe('golden examples: Pennsylvania (2025)', () => {
  it('3.07% of all wages, and the employee UC contribution', () => {
    // weekly $1,000: 3.07% = 30.70; UC 0.07% = 0.70
    const r = run({ taxYear: 2025, state: 'PA', grossPay: 1000 });
    expect(r.perPeriod.employee.stateIncomeTax).toBe(30.7);
    expect(other(r.perPeriod.employee.otherTaxes, 'PA_UC_EE')).toBe(0.7);
    // monthly $2,345.67: 3.07% = 72.012 -> 72.01
    expect(sit({ taxYear: 2025, state: 'PA', payFrequency: 'monthly', grossPay: 2345.67 })).toBe(72.01);
  });

  it('UC 3.822% on the first $10,000, a local EIT rate and the Local Services Tax', () => {
    // weekly $1,000 with $9,500 paid: 3.822% x 500 = 19.11
    expect(run({ taxYear: 2025, state: 'PA', grossPay: 1000, ytdWages: 9500 }).perPeriod.employer.sui).toBe(19.11);
    // EIT 1% of gross: 10.00; LST $1.00 a week
    const r = run({
      taxYear: 2025,
      state: 'PA',
      grossPay: 1000,
      localTaxRate: 0.01,
      localServicesTax: { perPeriod: 1 },
    });
    expect(other(r.perPeriod.employee.otherTaxes, 'LOCAL_WAGE_TAX')).toBe(10);
    expect(other(r.perPeriod.employee.otherTaxes, 'LOCAL_SERVICES_TAX')).toBe(1);
  });
});
