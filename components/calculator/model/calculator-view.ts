/**
 * From the form to what the calculator shows: the tax year its pay date
 * falls in, the engine's result (or its solver's, for a take-home pay to
 * offer) and errors sorted to their fields. Pure, apart from the engine it calls.
 */
import {
  calculateWithLineNotes,
  describeState,
  engineTextsCover,
  LATEST_SHIPPED_TAX_YEAR,
  SHIPPED_TAX_YEARS,
  solveGrossForNet,
  taxYearFor,
  type LineNotes,
  type NotedResult,
  type PayrollResult,
  type StateSummary,
  type YearChange,
} from '@/tax/browser';
import { formatsFor } from '../messages/formats';
import type { CalculatorMessages } from '../messages/types';
import { buildInput, type FieldErrors } from './calculator-input';
import type { EngineTexts } from './engine-texts';
import { placeEngineErrors } from './engine-errors';
import type { CalculatorState } from './query-state';
import { certificateFields, type CertificateField } from './state-certificate';
import { withholdingChoice, type WithholdingChoice } from './withholding-choice';

export type Outcome = {
  result: PayrollResult | null;
  /** The notes of each line of the result. */
  lineNotes: LineNotes[];
  /** The lines whose year is not this pay period's figure times the periods, and why. */
  yearChanges: YearChange[];
  /** The engine input behind the result (with the solved gross pay), for a line's math. */
  input: Record<string, unknown> | null;
  fieldErrors: FieldErrors;
  stateErrors: Record<string, string>;
  formErrors: string[];
};

/** The tax year a pay date asks for, and whether its figures are the ones used. */
export interface YearOfPay {
  taxYear: number;
  /** Passed to the engine to pick mid-year rule changes: the pay date, or the last day of the year calculated for a later year. */
  payDate: string | undefined;
  /** Set when the pay date's year has no verified figures yet: the year it asked for. */
  notYetPublished: number | undefined;
  /** Why the pay date cannot be used, beside the field. */
  error: string | undefined;
}

/** The years with figures as a sentence says them: "2025 and 2026". */
export const coveredYears = (years: readonly number[], messages: CalculatorMessages): string =>
  formatsFor(messages.locale).list(years.map(String));

export function yearOfPay(payDate: string, messages: CalculatorMessages): YearOfPay {
  if (payDate === '')
    return { taxYear: LATEST_SHIPPED_TAX_YEAR, payDate: undefined, notYetPublished: undefined, error: undefined };
  const choice = taxYearFor(payDate);
  if (!choice.ok)
    return {
      taxYear: LATEST_SHIPPED_TAX_YEAR,
      payDate: undefined,
      notYetPublished: undefined,
      error:
        /^\d{4}-\d{2}-\d{2}$/.test(payDate) && Number(payDate.slice(0, 4)) < SHIPPED_TAX_YEARS[0]
          ? messages.input.payDateYears(coveredYears(SHIPPED_TAX_YEARS, messages), SHIPPED_TAX_YEARS.length > 1)
          : messages.input.payDateFormat(`${LATEST_SHIPPED_TAX_YEAR}-03-15`),
    };
  const { year, verified } = choice.value;
  // A later year without figures is worked with the rules in force at the end of the last year that has them.
  return {
    taxYear: year,
    payDate: verified ? payDate : `${year}-12-31`,
    notYetPublished: verified ? undefined : choice.value.requested,
    error: undefined,
  };
}

const summaries = new Map<string, StateSummary>();

/**
 * What the year's data says about a state (its certificate, its household rule), in the engine's language; undefined
 * until the year, the state and the state's words in that language are loaded. A state's figures never change once
 * loaded, so its summary is kept.
 */
export function summaryOf(taxYear: number, state: string, engine?: EngineTexts): StateSummary | undefined {
  // Without the state's own words in the engine's language, its summary would be half English: none until they come.
  if (!engineTextsCover(engine, state)) return undefined;
  const key = `${engine?.locale ?? 'en-US'}:${taxYear}:${state}`;
  let summary = summaries.get(key);
  if (summary === undefined) {
    summary = describeState(taxYear, state, engine);
    if (summary !== undefined) summaries.set(key, summary);
  }
  return summary;
}

export const certificateOf = (
  taxYear: number,
  state: string,
  messages: CalculatorMessages,
  engine?: EngineTexts,
): CertificateField[] => certificateFields(summaryOf(taxYear, state, engine), messages);

/** How income tax withholding stands for this form: the election, and what the state's rule makes of it. */
export const withholdingOf = (form: CalculatorState, taxYear: number, engine: EngineTexts): WithholdingChoice =>
  withholdingChoice(form.withholdFederalIncomeTax, summaryOf(taxYear, form.state, engine));

type Computed =
  | { ok: true; value: NotedResult; input: Record<string, unknown> }
  | { ok: false; errors: Array<{ path: string; message: string }> };

function direct(input: Record<string, unknown>, engine: EngineTexts): Computed {
  const outcome = calculateWithLineNotes(input, engine);
  return outcome.ok ? { ...outcome, input } : outcome;
}

/** The gross pay that leaves the take-home pay asked for, shown as if that gross had been entered. */
function solved(input: Record<string, unknown>, targetNetPay: number, engine: EngineTexts): Computed {
  const outcome = solveGrossForNet({ input, targetNetPay }, engine);
  if (!outcome.ok) return outcome;
  return direct({ ...input, grossPay: outcome.value.result.perPeriod.grossPay }, engine);
}

const nothing = (
  fieldErrors: FieldErrors,
  stateErrors: Record<string, string> = {},
  formErrors: string[] = [],
): Outcome => ({
  result: null,
  lineNotes: [],
  yearChanges: [],
  input: null,
  fieldErrors,
  stateErrors,
  formErrors,
});

function compute(form: CalculatorState, year: YearOfPay, messages: CalculatorMessages, engine: EngineTexts): Outcome {
  const choice = withholdingOf(form, year.taxYear, engine);
  const withheld = choice.state === 'withheld';
  const summary = summaryOf(year.taxYear, form.state, engine);
  // The year's or the chosen state's figures are still on their way (each is fetched as it is needed): nothing to
  // work out, and nothing wrong with the form.
  if (form.state !== '' && summary === undefined) return nothing({});
  const certificate = withheld ? certificateOf(year.taxYear, form.state, messages, engine) : [];
  const built = buildInput(form, {
    taxYear: year.taxYear,
    payDate: year.payDate,
    certificate,
    localTaxes: Object.fromEntries((summary?.localTaxes ?? []).map((tax) => [tax.id, withheld])),
    messages,
  });
  if (!built.ok || year.error !== undefined) {
    const fieldErrors: FieldErrors = built.ok ? {} : built.errors;
    if (year.error !== undefined) fieldErrors.payDate = year.error;
    return nothing(fieldErrors, built.ok ? {} : (built.stateErrors ?? {}));
  }
  const outcome =
    built.targetNetPay === undefined ? direct(built.input, engine) : solved(built.input, built.targetNetPay, engine);
  if (outcome.ok)
    return {
      result: outcome.value.result,
      lineNotes: outcome.value.lineNotes,
      yearChanges: outcome.value.yearChanges,
      input: outcome.input,
      fieldErrors: {},
      stateErrors: {},
      formErrors: [],
    };
  const placed = placeEngineErrors(outcome.errors, form, certificate, messages);
  return nothing(placed.fieldErrors, placed.stateErrors, placed.formErrors);
}

export interface View {
  form: CalculatorState;
  year: YearOfPay;
  outcome: Outcome;
}

/** What the form computes to. An input that is not usable clears the figures: a result never outlives the inputs it was worked from. */
export function view(form: CalculatorState, messages: CalculatorMessages, engine?: EngineTexts): View {
  const year = yearOfPay(form.payDate, messages);
  return { form, year, outcome: compute(form, year, messages, engine) };
}
