import { describe, expect, it } from 'vitest';
import { en } from '../messages/en-US';
import { calculatePayroll } from '@/tax';
import { explainPayroll, type LineMath } from '@/tax/math';
import { money, resultRows, type ResultRow } from './result-rows';

/**
 * One figure, one value: each row's amounts, as the table prints them, are the amounts its "Show the math" works out
 * to, for the pay period and for the year. Several states, pays that cross the wage bases part-way through a
 * paycheck, earlier wages this year, an hourly week, income tax withheld.
 */
const CASES: Array<Record<string, unknown>> = [
  { taxYear: 2026, state: 'TX', grossPay: 1234.57 },
  { taxYear: 2025, state: 'TX', grossPay: 1234.57 },
  { taxYear: 2026, state: 'CA', grossPay: 1234.57, withholdFederalIncomeTax: true },
  {
    taxYear: 2026,
    state: 'NY',
    grossPay: 5123.45,
    withholdFederalIncomeTax: true,
    w4: { filingStatus: 'mfj', step3: 2000, step4c: 10 },
  },
  { taxYear: 2026, state: 'WA', grossPay: 3733.33 },
  { taxYear: 2026, state: 'NJ', grossPay: 2777.77, withholdFederalIncomeTax: true },
  { taxYear: 2026, state: 'MA', grossPay: 4999.99, withholdFederalIncomeTax: true },
  { taxYear: 2026, state: 'MN', grossPay: 1500, suiRate: 0.011 },
  { taxYear: 2026, state: 'FL', grossPay: 900, ytdWages: 6500 },
  { taxYear: 2026, state: 'OR', hourly: { rate: 31.5, hoursByDay: [0, 9, 9, 9, 9, 9, 0] } },
  { taxYear: 2025, state: 'PA', grossPay: 3900, payFrequency: 'biweekly', localTaxRate: 0.0312 },
];

const YEAR = 'For a year at this pay';
const AMOUNT = /\$[\d,]+(?:\.\d+)?/g;
const lastAmount = (step: string): string | undefined => step.match(AMOUNT)?.at(-1);

/** The pay period's figure in a line's math: the last amount of its last step before the year's, or nothing withheld. */
function periodFigure(math: LineMath): string | undefined {
  const steps = math.steps.filter((step) => !step.startsWith(YEAR));
  const last = steps.at(-1);
  if (last === undefined) return undefined;
  return /^Not |nothing is withheld/.test(last) ? money(0) : lastAmount(last);
}

function yearFigure(math: LineMath): string | undefined {
  const step = math.steps.find((candidate) => candidate.startsWith(YEAR));
  return step === undefined ? undefined : lastAmount(step);
}

const cents = (amount: number) => Math.round(amount * 100);

function check(row: ResultRow, math: LineMath, periods: number, where: string) {
  const period = periodFigure(math);
  if (period !== undefined) expect(period, `${where}: ${row.label} this pay period`).toBe(money(row.perPeriod));
  const year = yearFigure(math);
  // Where the math says nothing of the year, the year is this pay period's figure times the periods, to the cent.
  if (year === undefined)
    expect(cents(row.annual), `${where}: ${row.label} for the year`).toBe(cents(row.perPeriod) * periods);
  else expect(year, `${where}: ${row.label} for the year`).toBe(money(row.annual));
}

const PERIODS: Record<string, number> = { weekly: 52, biweekly: 26 };

describe('a row and its math', () => {
  it.each(CASES)('show the same amounts, to the cent: %o', (input) => {
    const full: Record<string, unknown> = { payFrequency: 'weekly', ...input };
    const explained = explainPayroll(full);
    const calculated = calculatePayroll(full);
    if (!explained.ok || !calculated.ok) throw new Error(JSON.stringify(explained.ok ? calculated : explained));
    expect(explained.value.result).toEqual(calculated.value);
    const where = `${String(full.state)} ${String(full.taxYear)}`;
    let checked = 0;
    for (const mode of ['budget', 'paycheck'] as const) {
      for (const row of resultRows(calculated.value, mode, en)) {
        if (row.line === undefined) continue;
        const math = explained.value.lines.find((line) => line.line === row.line);
        expect(math, `${where}: math for ${row.line}`).toBeDefined();
        if (math === undefined) continue;
        check(row, math, PERIODS[String(full.payFrequency)] ?? 0, where);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(8);
  });

  it('says the year of Texas unemployment tax as its row does: $242.98 paid paycheck by paycheck, not 2.7% × $9,000', () => {
    const explained = explainPayroll({ taxYear: 2026, state: 'TX', payFrequency: 'weekly', grossPay: 1234.57 });
    if (!explained.ok) throw new Error('Texas calculates');
    const sui = explained.value.lines.find((line) => line.line === 'employer.sui');
    expect(money(explained.value.result.annual.employer.sui)).toBe('$242.98');
    expect(sui?.steps.at(-1)).toBe(
      'For a year at this pay from 1 January ($64,197.64 of wages), Texas unemployment tax stops once wages reach the $9,000 wage base: 7 paychecks of $33.33, then 1 of $9.67, then 44 of $0.00, $242.98 in all.',
    );
    expect(sui?.steps.join(' ')).not.toContain('$243');
  });
});
