import { loadTaxYear, supportedTaxYearsView } from '../data/registry';
import type { CompiledYear } from '../data/compiled';
import { parsePayrollInput } from '../input/parse-input';
import { calculateWithData } from './calculate';
import { explainWithData, type PayrollMath } from './explain';
import type { Outcome, PayrollInput, PayrollResult } from '../core/types';

function yearOf(input: PayrollInput): Outcome<CompiledYear> {
  const loaded = loadTaxYear(input.taxYear);
  if (loaded === undefined) {
    return { ok: false, errors: [{ path: 'taxYear', message: `no tax data for ${input.taxYear}` }] };
  }
  if (!loaded.ok) {
    return { ok: false, errors: loaded.errors.map((message) => ({ path: 'taxYear', message: `tax data for ${input.taxYear} is invalid: ${message}` })) };
  }
  return { ok: true, value: loaded.value };
}

/** Runs an already-validated input against its year's data. */
export function calculateParsed(input: PayrollInput): Outcome<PayrollResult> {
  const year = yearOf(input);
  return year.ok ? calculateWithData(year.value, input) : year;
}

export function calculatePayroll(input: unknown): Outcome<PayrollResult> {
  const parsed = parsePayrollInput(input, supportedTaxYearsView());
  if (!parsed.ok) return parsed;
  return calculateParsed(parsed.value);
}

/** The same calculation with the figures, steps and notes behind each line ("show the math"). */
export function explainPayroll(input: unknown): Outcome<PayrollMath> {
  const parsed = parsePayrollInput(input, supportedTaxYearsView());
  if (!parsed.ok) return parsed;
  const year = yearOf(parsed.value);
  return year.ok ? explainWithData(year.value, parsed.value) : year;
}
