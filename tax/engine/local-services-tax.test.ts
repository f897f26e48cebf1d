import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatePayroll } from './payroll';
import { other, run } from './test-helpers';

function errorPaths(input: Record<string, unknown>): string[] {
  const outcome = calculatePayroll({ taxYear: 2026, payFrequency: 'weekly', grossPay: 800, ...input });
  return outcome.ok ? [] : outcome.errors.map((e) => e.path);
}

const lst = (result: ReturnType<typeof run>) => ({
  period: other(result.perPeriod.employee.otherTaxes, 'LOCAL_SERVICES_TAX'),
  year: other(result.annual.employee.otherTaxes, 'LOCAL_SERVICES_TAX'),
});

// Pennsylvania Local Services Tax: a per-period amount the user enters, at most $52 for the calendar year
// (the ordinances: the annual rate divided by the payroll periods, rounded down to the cent).
describe('Pennsylvania Local Services Tax, its own line', () => {
  it('the entered amount each period, and the year at most $52', () => {
    // $52 a year paid weekly: 52 / 52 = 1.00 a week; the year 1.00 x 52 = 52.00
    expect(lst(run({ state: 'PA', grossPay: 800, localServicesTax: { perPeriod: 1 } }))).toEqual({
      period: 1,
      year: 52,
    });
    // monthly: 52 / 12 = 4.333 rounded down 4.33; the year 4.33 x 12 = 51.96
    expect(
      lst(run({ state: 'PA', payFrequency: 'monthly', grossPay: 3000, localServicesTax: { perPeriod: 4.33 } })),
    ).toEqual({ period: 4.33, year: 51.96 });
    // biweekly 3.00 entered: the year would be 78.00, capped at 52.00
    expect(
      lst(run({ state: 'PA', payFrequency: 'biweekly', grossPay: 1600, localServicesTax: { perPeriod: 3 } })).year,
    ).toBe(52);
  });

  it('this period takes only what is left of the $52', () => {
    // 51.50 withheld so far: 52 - 51.50 = 0.50 this week
    expect(
      lst(run({ state: 'PA', grossPay: 800, localServicesTax: { perPeriod: 1, withheldSoFar: 51.5 } })).period,
    ).toBe(0.5);
    // the cap reached: nothing
    expect(lst(run({ state: 'PA', grossPay: 800, localServicesTax: { perPeriod: 1, withheldSoFar: 52 } })).period).toBe(
      0,
    );
  });

  it('never more than is left of $52 in the period, nor more than $52 in the year (property)', () => {
    const cents = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((c) => c / 100);
    fc.assert(
      fc.property(
        cents(10),
        cents(52),
        fc.constantFrom('weekly', 'biweekly', 'semimonthly', 'monthly'),
        (perPeriod, withheldSoFar, payFrequency) => {
          const { period, year } = lst(
            run({ state: 'PA', payFrequency, grossPay: 800, localServicesTax: { perPeriod, withheldSoFar } }),
          );
          expect(period).toBeLessThanOrEqual(Math.min(perPeriod, 52 - withheldSoFar) + 0.005);
          expect(period).toBeGreaterThanOrEqual(0);
          expect(year).toBeLessThanOrEqual(52);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('comes off net pay beside the earned income tax', () => {
    // weekly $800: EIT 1% = 8.00 and LST 1.00 on lines of their own; net pay is gross less every employee line
    const employee = run({ state: 'PA', grossPay: 800, localTaxRate: 0.01, localServicesTax: { perPeriod: 1 } })
      .perPeriod.employee;
    const taxes =
      employee.socialSecurity +
      employee.medicare +
      employee.stateIncomeTax +
      employee.otherTaxes.reduce((s, l) => s + l.amount, 0);
    expect(Math.round((800 - taxes) * 100) / 100).toBe(employee.netPay);
    expect(other(employee.otherTaxes, 'LOCAL_WAGE_TAX')).toBe(8);
  });

  it('is refused outside Pennsylvania, above the cap, or without its amount', () => {
    expect(errorPaths({ state: 'TX', localServicesTax: { perPeriod: 1 } })).toEqual(['localServicesTax']);
    expect(errorPaths({ state: 'PA', localServicesTax: { perPeriod: 1, withheldSoFar: 60 } })).toEqual([
      'localServicesTax.withheldSoFar',
    ]);
    expect(errorPaths({ state: 'PA', localServicesTax: { withheldSoFar: 1 } })).toEqual(['localServicesTax.perPeriod']);
    expect(errorPaths({ state: 'PA', localServicesTax: { perPeriod: 1, town: 'Erie' } })).toEqual([
      'localServicesTax.town',
    ]);
  });
});
