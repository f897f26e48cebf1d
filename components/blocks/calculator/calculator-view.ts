/**
 * From the form to what the calculator shows: the engine's result (or its
 * solver's, for a take-home pay to offer), errors sorted to their fields, and
 * the last result that computed. Pure, apart from the engine it calls.
 */
import { describeStates, solveGrossForNet, type PayrollResult } from '@/tax/browser';
import { explainPayroll, type LineMath, type PayrollMath } from '@/tax/math';
import { buildInput, fieldForEnginePath, TAX_YEAR, type FieldErrors } from './calculator-input';
import type { CalculatorState } from './query-state';
import { certificateFields } from './state-certificate';

export type Outcome = {
  result: PayrollResult | null;
  /** Each line's figures, steps and notes, for the result shown. */
  math: LineMath[];
  fieldErrors: FieldErrors;
  stateErrors: Record<string, string>;
  formErrors: string[];
};

/** The gross pay that leaves the take-home pay asked for, explained as if that gross had been entered. */
function solved(input: Record<string, unknown>, targetNetPay: number): ReturnType<typeof explainPayroll> {
  const outcome = solveGrossForNet({ input, targetNetPay });
  if (!outcome.ok)
    return {
      ok: false,
      errors: outcome.errors.map((error) => (error.path === 'targetNetPay' ? { ...error, path: 'netPay' } : error)),
    };
  return explainPayroll({ ...input, grossPay: outcome.value.result.perPeriod.grossPay });
}

export const STATES_2026 = describeStates(TAX_YEAR) ?? [];
export const certificateOf = (state: string) => certificateFields(STATES_2026.find((summary) => summary.code === state));

function compute(form: CalculatorState): Outcome {
  const built = buildInput(form, certificateOf(form.state));
  if (!built.ok)
    return {
      result: null,
      math: [],
      fieldErrors: built.errors,
      stateErrors: built.stateErrors ?? {},
      formErrors: [],
    };
  const outcome: { ok: true; value: PayrollMath } | { ok: false; errors: Array<{ path: string; message: string }> } =
    built.targetNetPay === undefined ? explainPayroll(built.input) : solved(built.input, built.targetNetPay);
  if (outcome.ok)
    return {
      result: outcome.value.result,
      math: outcome.value.lines,
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
  return { result: null, math: [], fieldErrors, stateErrors, formErrors };
}

export interface View {
  form: CalculatorState;
  outcome: Outcome;
  /** The last result that computed, with its math: it stays on screen while an input is being corrected. */
  lastResult: PayrollResult | null;
  lastMath: LineMath[];
}

export function view(form: CalculatorState, previous: Pick<View, 'lastResult' | 'lastMath'>): View {
  const outcome = compute(form);
  return outcome.result === null ? { form, outcome, lastResult: previous.lastResult, lastMath: previous.lastMath } : { form, outcome, lastResult: outcome.result, lastMath: outcome.math };
}
