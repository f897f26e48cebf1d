/**
 * From the form to what the calculator shows: the engine's result (or its
 * solver's, for a take-home pay to offer), errors sorted to their fields, and
 * the last result that computed. Pure, apart from the engine it calls.
 */
import { calculateWithLineNotes, describeStates, solveGrossForNet, type LineNotes, type NotedResult, type PayrollResult } from '@/tax/browser';
import { buildInput, fieldForEnginePath, TAX_YEAR, type FieldErrors } from './calculator-input';
import type { CalculatorState } from './query-state';
import { certificateFields } from './state-certificate';
import { withholdingChoice, type WithholdingChoice } from './withholding-choice';

export type Outcome = {
  result: PayrollResult | null;
  /** The notes of each line of the result. */
  lineNotes: LineNotes[];
  /** The engine input behind the result (with the solved gross pay), for a line's math. */
  input: Record<string, unknown> | null;
  fieldErrors: FieldErrors;
  stateErrors: Record<string, string>;
  formErrors: string[];
};

type Computed = { ok: true; value: NotedResult; input: Record<string, unknown> } | { ok: false; errors: Array<{ path: string; message: string }> };

function direct(input: Record<string, unknown>): Computed {
  const outcome = calculateWithLineNotes(input);
  return outcome.ok ? { ...outcome, input } : outcome;
}

/** The gross pay that leaves the take-home pay asked for, shown as if that gross had been entered. */
function solved(input: Record<string, unknown>, targetNetPay: number): Computed {
  const outcome = solveGrossForNet({ input, targetNetPay });
  if (!outcome.ok)
    return {
      ok: false,
      errors: outcome.errors.map((error) => (error.path === 'targetNetPay' ? { ...error, path: 'netPay' } : error)),
    };
  return direct({ ...input, grossPay: outcome.value.result.perPeriod.grossPay });
}

export const STATES_2026 = describeStates(TAX_YEAR) ?? [];
export const certificateOf = (state: string) => certificateFields(STATES_2026.find((summary) => summary.code === state));

/** How income tax withholding stands for this form: the election, and what the state's rule makes of it. */
export const withholdingOf = (form: CalculatorState): WithholdingChoice =>
  withholdingChoice(
    form.withholdFederalIncomeTax,
    STATES_2026.find((summary) => summary.code === form.state),
  );

function compute(form: CalculatorState): Outcome {
  const withheld = withholdingOf(form).state === 'withheld';
  const built = buildInput(form, { certificate: withheld ? certificateOf(form.state) : [] });
  if (!built.ok)
    return {
      result: null,
      lineNotes: [],
      input: null,
      fieldErrors: built.errors,
      stateErrors: built.stateErrors ?? {},
      formErrors: [],
    };
  const outcome = built.targetNetPay === undefined ? direct(built.input) : solved(built.input, built.targetNetPay);
  if (outcome.ok)
    return {
      result: outcome.value.result,
      lineNotes: outcome.value.lineNotes,
      input: outcome.input,
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
  return { result: null, lineNotes: [], input: null, fieldErrors, stateErrors, formErrors };
}

export interface View {
  form: CalculatorState;
  outcome: Outcome;
}

/** What the form computes to. An input that is not usable clears the figures: a result never outlives the inputs it was worked from. */
export function view(form: CalculatorState): View {
  return { form, outcome: compute(form) };
}
