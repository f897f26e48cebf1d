import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STATE_CODES } from '../core/state-codes';
import { PAY_FREQUENCIES, PERIODS_PER_YEAR, type PayBreakdown, type PayrollResult } from '../core/types';
import { solveGrossForNet } from '../solver/gross-for-net';
import { calculatePayroll } from './payroll';
import { stretchesOfYear } from './year-of-paychecks';

function calculate(input: Record<string, unknown>): PayrollResult {
  const outcome = calculatePayroll(input);
  if (!outcome.ok) throw new Error(outcome.errors.map((e) => `${e.path}: ${e.message}`).join('\n'));
  return outcome.value;
}

/** Every line of a breakdown by key, in whole cents. */
function lines(pay: PayBreakdown): Map<string, number> {
  const out = new Map<string, number>();
  const put = (key: string, dollars: number) => out.set(key, (out.get(key) ?? 0) + Math.round(dollars * 100));
  put('grossPay', pay.grossPay);
  for (const key of [
    'socialSecurity',
    'medicare',
    'additionalMedicare',
    'federalIncomeTax',
    'stateIncomeTax',
    'netPay',
  ] as const)
    put(`employee.${key}`, pay.employee[key]);
  for (const key of ['socialSecurity', 'medicare', 'futa', 'sui', 'totalTaxes', 'totalCost'] as const)
    put(`employer.${key}`, pay.employer[key]);
  for (const line of pay.employee.otherTaxes) put(`employee.other.${line.code}`, line.amount);
  for (const line of pay.employer.otherTaxes) put(`employer.other.${line.code}`, line.amount);
  return out;
}

// Hundreds of generated inputs: slow on a loaded machine, and a timing is not what this checks.
describe('a year at this pay is the sum of its paychecks', { timeout: 120_000 }, () => {
  it('splits the year where year-to-date wages cross a cap, and nowhere else', () => {
    // $1,000 a week: year-to-date wages reach $7,000 exactly when the 8th paycheck starts (k = 7), and $9,500
    // during the 10th (k = 9); each such paycheck and the one after it start a stretch.
    expect(stretchesOfYear(1000, 52, [7000, 9500])).toEqual([
      { start: 0, count: 7 },
      { start: 7, count: 1 },
      { start: 8, count: 1 },
      { start: 9, count: 1 },
      { start: 10, count: 42 },
    ]);
    expect(stretchesOfYear(1000, 52, [1_000_000])).toEqual([{ start: 0, count: 52 }]);
    expect(stretchesOfYear(0, 12, [7000])).toEqual([{ start: 0, count: 12 }]);
  });

  it('equals the paychecks of the year added up, every line, in every state and period (caps held to their maximum)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...STATE_CODES),
        fc.constantFrom(...PAY_FREQUENCIES),
        fc.integer({ min: 1, max: 800_000 }).map((c) => c / 100),
        fc.boolean(),
        (state, payFrequency, grossPay, withhold) => {
          const input = { taxYear: 2026, state, payFrequency, grossPay, withholdFederalIncomeTax: withhold };
          const year = calculate(input).annual;
          const summed = new Map<string, number>();
          for (let k = 0; k < PERIODS_PER_YEAR[payFrequency]; k += 1) {
            for (const [key, value] of lines(
              calculate({ ...input, ytdWages: Math.round(grossPay * k * 100) / 100 }).perPeriod,
            ))
              summed.set(key, (summed.get(key) ?? 0) + value);
          }
          for (const [key, value] of lines(year)) {
            const paid = summed.get(key) ?? 0;
            // A capped line stops at the year's maximum where paychecks rounded one by one would pass it by a few
            // cents: the taxes can only come out lower than the paychecks' sum, and net pay higher.
            const where = `${state} ${payFrequency} ${grossPay} ${key}`;
            if (key === 'grossPay') expect(value, where).toBe(paid);
            else if (key === 'employee.netPay') expect(value - paid, where).toBeGreaterThanOrEqual(0);
            else expect(paid - value, where).toBeGreaterThanOrEqual(0);
            // Each paycheck rounds each line to the cent, so a line's paychecks may pass its yearly figure by up to half
            // a cent a paycheck (260 of them paid daily); the totals carry the rounding of three lines.
            const roundingCents = Math.max(100, Math.ceil(PERIODS_PER_YEAR[payFrequency] / 2));
            expect(Math.abs(paid - value), where).toBeLessThanOrEqual(
              key.endsWith('netPay') || key.startsWith('employer.total') ? 3 * roundingCents : roundingCents,
            );
          }
        },
      ),
      { numRuns: 120 },
    );
  });

  it('matches the paychecks exactly while no cap is reached', () => {
    const year = calculate({
      taxYear: 2026,
      state: 'NY',
      payFrequency: 'biweekly',
      grossPay: 1234.57,
      withholdFederalIncomeTax: true,
    });
    const paycheck = calculate({
      taxYear: 2026,
      state: 'NY',
      payFrequency: 'biweekly',
      grossPay: 1234.57,
      withholdFederalIncomeTax: true,
      ytdWages: 10000,
    });
    expect(year.annual.employee.netPay).toBeCloseTo(paycheck.perPeriod.employee.netPay * 26, 2);
    expect(year.annual.employee.federalIncomeTax).toBeCloseTo(paycheck.perPeriod.employee.federalIncomeTax * 26, 2);
  });

  it('lands on the take-home pay the family offers, to the cent, per period and for the year (no cap reached)', () => {
    for (const [state, payFrequency, target] of [
      ['CA', 'weekly', 725.37],
      ['NY', 'biweekly', 1500],
      ['TX', 'monthly', 3333.33],
      ['NJ', 'semimonthly', 1187.65],
    ] as const) {
      const solved = solveGrossForNet({
        input: { taxYear: 2026, state, payFrequency, withholdFederalIncomeTax: true },
        targetNetPay: target,
      });
      if (!solved.ok) throw new Error('no solution');
      expect(solved.value.result.perPeriod.employee.netPay).toBe(target);
      expect(solved.value.result.annual.employee.netPay).toBeCloseTo(target * PERIODS_PER_YEAR[payFrequency], 2);
    }
  });
});
