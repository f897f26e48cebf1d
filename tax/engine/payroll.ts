import { loadTaxYear, supportedTaxYearsView } from '../data/registry';
import type { CompiledYear } from '../data/compiled';
import { parsePayrollInput } from '../input/parse-input';
import { calculateWithData } from './calculate';
import type { Outcome, PayrollInput, PayrollResult } from '../core/types';
import type { TextOptions } from '../core/text-locale';
import { engineText, type EngineText } from './text';

/** The compiled data of the input's year, or why there is none. */
export function compiledYearFor(input: PayrollInput): Outcome<CompiledYear> {
  const loaded = loadTaxYear(input.taxYear);
  if (loaded === undefined) {
    return { ok: false, errors: [{ path: 'taxYear', message: `no tax data for ${input.taxYear}` }] };
  }
  return { ok: true, value: loaded };
}

/** Runs an already-validated input against its year's data. */
export function calculateParsed(input: PayrollInput, text: EngineText): Outcome<PayrollResult> {
  const year = compiledYearFor(input);
  return year.ok ? calculateWithData(year.value, input, text) : year;
}

/** One pay period and a year at this pay; `options.locale` ('en-US' by default) picks the language of its notes. */
export function calculatePayroll(input: unknown, options?: TextOptions): Outcome<PayrollResult> {
  const text = engineText(options);
  if (!text.ok) return text;
  const parsed = parsePayrollInput(input, supportedTaxYearsView());
  if (!parsed.ok) return parsed;
  return calculateParsed(parsed.value, text.value);
}
