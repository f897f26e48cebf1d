import { describe, expect, it } from 'vitest';
import { calculatePayroll } from './payroll';
import { other, run } from './test-helpers';

function errorPaths(input: Record<string, unknown>): string[] {
  const outcome = calculatePayroll({ taxYear: 2026, payFrequency: 'weekly', grossPay: 800, ...input });
  return outcome.ok ? [] : outcome.errors.map((e) => e.path);
}

const opt = (input: Record<string, unknown>) => {
  const result = run({ state: 'CO', ...input });
  return {
    period: other(result.perPeriod.employee.otherTaxes, 'OCCUPATIONAL_PRIVILEGE_TAX'),
    year: other(result.annual.employee.otherTaxes, 'OCCUPATIONAL_PRIVILEGE_TAX'),
  };
};

// Denver (denvergov.org, Treasury Division): $5.75 a month from an employee paid at least $500 in the calendar month.
describe('Denver Occupational Privilege Tax, employee share, its own line', () => {
  it('once in a month whose wages reach $500', () => {
    // monthly $3,000: 3,000 >= 500: 5.75; the year 5.75 x 12 = 69.00
    expect(
      opt({ payFrequency: 'monthly', grossPay: 3000, occupationalPrivilegeTax: { wagesThisMonth: 3000 } }),
    ).toEqual({ period: 5.75, year: 69 });
    // weekly $200, the month's wages so far 600 >= 500, not yet withheld: 5.75 this week
    expect(opt({ grossPay: 200, occupationalPrivilegeTax: { wagesThisMonth: 600 } }).period).toBe(5.75);
    // already withheld this month: 0 this week; the year is still twelve such months: 69.00
    expect(opt({ grossPay: 200, occupationalPrivilegeTax: { wagesThisMonth: 800, withheldThisMonth: true } })).toEqual({
      period: 0,
      year: 69,
    });
  });

  it('nothing in a month under $500', () => {
    // 499.99 < 500: 0, and a year of such months 0
    expect(
      opt({ payFrequency: 'monthly', grossPay: 499.99, occupationalPrivilegeTax: { wagesThisMonth: 499.99 } }),
    ).toEqual({ period: 0, year: 0 });
    // exactly 500 is "at least $500": 5.75
    expect(
      opt({ payFrequency: 'monthly', grossPay: 500, occupationalPrivilegeTax: { wagesThisMonth: 500 } }).period,
    ).toBe(5.75);
  });

  it('is refused outside Colorado, without the month wages, or with month wages below this pay', () => {
    expect(errorPaths({ state: 'TX', occupationalPrivilegeTax: { wagesThisMonth: 800 } })).toEqual([
      'occupationalPrivilegeTax',
    ]);
    expect(errorPaths({ state: 'CO', occupationalPrivilegeTax: {} })).toEqual([
      'occupationalPrivilegeTax.wagesThisMonth',
    ]);
    expect(errorPaths({ state: 'CO', occupationalPrivilegeTax: { wagesThisMonth: 700 } })).toEqual([
      'occupationalPrivilegeTax.wagesThisMonth',
    ]);
  });
});
