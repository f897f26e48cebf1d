/**
 * From the form to what the calculator shows: the engine's result (or its
 * solver's, for a take-home pay to offer), errors sorted to their fields, and
 * the last result that computed. Pure, apart from the engine it calls.
 */
import { calculatePayroll, describeStates, solveGrossForNet, type PayrollResult } from '@/tax/browser';
import { buildInput, fieldForEnginePath, TAX_YEAR, type FieldErrors } from './calculator-input';
import type { CalculatorState } from './query-state';
import { certificateFields } from './state-certificate';

export type Outcome = {
  result: PayrollResult | null;
  fieldErrors: FieldErrors;
  stateErrors: Record<string, string>;
  formErrors: string[];
};

function solved(input: Record<string, unknown>, targetNetPay: number): ReturnType<typeof calculatePayroll> {
  const outcome = solveGrossForNet({ input, targetNetPay });
  if (!outcome.ok)
    return {
      ok: false,
      errors: outcome.errors.map((error) => (error.path === 'targetNetPay' ? { ...error, path: 'netPay' } : error)),
    };
  return { ok: true, value: outcome.value.result };
}

export const STATES_2026 = describeStates(TAX_YEAR) ?? [];
export const certificateOf = (state: string) => certificateFields(STATES_2026.find((summary) => summary.code === state));

function compute(form: CalculatorState): Outcome {
  const built = buildInput(form, certificateOf(form.state));
  if (!built.ok)
    return {
      result: null,
      fieldErrors: built.errors,
      stateErrors: built.stateErrors ?? {},
      formErrors: [],
    };
  const outcome = built.targetNetPay === undefined ? calculatePayroll(built.input) : solved(built.input, built.targetNetPay);
  if (outcome.ok)
    return {
      result: outcome.value,
      fieldErrors: {},
      stateErrors: {},
      formErrors: [],
    };
  const fieldErrors: FieldErrors = {};
  const stateErrors: Record<string, string> = {};
  const formErrors: string[] = [];
  for (const error of outcome.errors) {
    const field = fieldForEnginePath(error.path);
    if (field) fieldErrors[field] = error.message;
    else if (error.path.startsWith('stateW4.')) stateErrors[error.path.slice('stateW4.'.length)] = error.message;
    else formErrors.push(error.message);
  }
  return { result: null, fieldErrors, stateErrors, formErrors };
}

export interface View {
  form: CalculatorState;
  outcome: Outcome;
  /** The last result that computed: it stays on screen while an input is being corrected. */
  lastResult: PayrollResult | null;
}

export function view(form: CalculatorState, previous: PayrollResult | null): View {
  const outcome = compute(form);
  return { form, outcome, lastResult: outcome.result ?? previous };
}
