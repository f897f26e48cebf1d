import { loadTaxYear, supportedTaxYearsView } from '../data/registry';
import { parsePayrollInput } from '../input/parse-input';
import { calculateWithData } from './calculate';
import type { Outcome, PayrollInput, PayrollResult } from '../core/types';

/** Runs an already-validated input against its year's data. */
export function calculateParsed(input: PayrollInput): Outcome<PayrollResult> {
  const loaded = loadTaxYear(input.taxYear);
  if (loaded === undefined) {
    return { ok: false, errors: [{ path: 'taxYear', message: `no tax data for ${input.taxYear}` }] };
  }
  if (!loaded.ok) {
    return { ok: false, errors: loaded.errors.map((message) => ({ path: 'taxYear', message: `tax data for ${input.taxYear} is invalid: ${message}` })) };
  }
  return calculateWithData(loaded.value, input);
}

export function calculatePayroll(input: unknown): Outcome<PayrollResult> {
  const parsed = parsePayrollInput(input, supportedTaxYearsView());
  if (!parsed.ok) return parsed;
  return calculateParsed(parsed.value);
}
