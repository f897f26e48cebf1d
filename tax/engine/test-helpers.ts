import { calculatePayroll } from './payroll';
import { PERIODS_PER_YEAR, type PayrollResult } from '../core/types';
import { roundCents } from '../core/money';
import { loadTaxYear, supportedTaxYearsView } from '../data/registry';
import { parsePayrollInput } from '../input/parse-input';
import { prepareStateTax, stateWithholding } from './state-withholding';
import { engineText, type EngineText } from './text';

/** The engine's English words, for tests that call its parts directly (the test set-up registers the book). */
export const ENGLISH: EngineText = (() => {
  const text = engineText(undefined);
  if (!text.ok) throw new Error(text.errors.map((e) => e.message).join('\n'));
  return text.value;
})();

/**
 * For tests: runs a calculation that must succeed. State income tax is withheld unless the input
 * says otherwise, since most tests check the state's arithmetic; state-election.test.ts checks the default.
 */
export function run(input: Record<string, unknown>): PayrollResult {
  const outcome = calculatePayroll({ taxYear: 2026, payFrequency: 'weekly', withholdStateIncomeTax: true, ...input });
  if (!outcome.ok) throw new Error(outcome.errors.map((e) => `${e.path}: ${e.message}`).join('\n'));
  return outcome.value;
}

export function other(lines: readonly { code: string; amount: number }[], code: string): number | undefined {
  return lines.find((l) => l.code === code)?.amount;
}

/** State income tax withheld for one period of a test input. */
export const sit = (input: Record<string, unknown>): number => run(input).perPeriod.employee.stateIncomeTax;

/**
 * The state's own withholding arithmetic for one period of a test input, whatever the state's rule for
 * household employees: for a state whose law keeps its tax off domestic wages (Arizona), the
 * form arithmetic is still worth checking against the publication.
 */
export function formulaTax(input: Record<string, unknown>): number {
  const parsed = parsePayrollInput({ taxYear: 2026, payFrequency: 'weekly', ...input }, supportedTaxYearsView());
  if (!parsed.ok) throw new Error(parsed.errors.map((e) => `${e.path}: ${e.message}`).join('\n'));
  const state = loadTaxYear(parsed.value.taxYear)?.states.get(parsed.value.state);
  if (state === undefined) throw new Error(`no data for ${parsed.value.state}`);
  const prepared = prepareStateTax(
    state,
    parsed.value.payDate ?? `${parsed.value.taxYear}-01-01`,
    parsed.value.payDate !== undefined,
    parsed.value.stateW4,
    ENGLISH,
  );
  if (!prepared.ok) throw new Error(prepared.errors.map((e) => `${e.path}: ${e.message}`).join('\n'));
  return roundCents(
    stateWithholding(prepared.value, parsed.value.grossPay, PERIODS_PER_YEAR[parsed.value.payFrequency], 0, {
      period: 0,
      yearToDate: 0,
    }).state,
  );
}
