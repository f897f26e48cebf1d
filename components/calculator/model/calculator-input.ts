/**
 * From what the visitor typed to the tax engine's input, with an error beside
 * each field that is not usable. Pure, so every rule is tested without a browser.
 */
import {
  NUMBER_FIELD_NAMES,
  NUMBER_FIELDS,
  localTaxOf,
  w4FormOf,
  type FieldErrors,
  type NumberFieldName,
  type PayFrequencyName,
} from './calculator-fields';
import type { CalculatorState } from './query-state';
import { commaAdvice, commaMessage, readNumberText } from './number-text';
import { stateW4From, type CertificateField } from './state-certificate';
import { numberField } from '@/tax/input/input-fields';
import type { LocalTaxId } from '@/tax/local/local-tax-inputs';
import { formatsFor } from '../messages/formats';
import type { CalculatorMessages } from '../messages/types';

export { fieldForEnginePath, type FieldErrors } from './calculator-fields';

/** With `targetNetPay`, the input has no pay: the engine's solver finds the gross that gives that take-home pay. */
export type BuiltInput =
  | { ok: true; input: Record<string, unknown>; targetNetPay?: number }
  | { ok: false; errors: FieldErrors; stateErrors?: Record<string, string> };

/** A week has 168 hours; a pay period holds that many per week it covers (a day's pay, at most 24). */
const HOURS_IN_A_PERIOD: Record<PayFrequencyName, number> = {
  daily: 24,
  weekly: 168,
  biweekly: 336,
  semimonthly: (168 * 52) / 24,
  monthly: (168 * 52) / 12,
  quarterly: 168 * 13,
  semiannual: 168 * 26,
  annual: 168 * 52,
};

/**
 * The regular and overtime hours of one pay period, each checked on its own field: more hours than the period has,
 * or more than the engine takes for one period (a longer period is given as a typical week instead). Only when
 * each is possible but together they are not does the error sit on both, since either may be the one to change.
 */
function checkSplitHours(
  regular: number,
  overtime: number,
  frequency: PayFrequencyName,
  errors: FieldErrors,
  m: CalculatorMessages,
): void {
  const limit = HOURS_IN_A_PERIOD[frequency];
  const period = m.input.periods[frequency];
  const limitText = formatsFor(m.locale).number(limit);
  const tooMany = m.input.tooManyHours(limitText, period);
  let each = true;
  for (const [field, value, kind] of [
    ['regularHours', regular, 'regular'],
    ['overtimeHours', overtime, 'overtime'],
  ] as const) {
    const engineMax = numberField(NUMBER_FIELDS[field].engine).max;
    if (value > limit) errors[field] = tooMany;
    else if (value > engineMax) errors[field] = m.input.overEngineHours(engineMax, kind);
    else continue;
    each = false;
  }
  if (each && regular + overtime > limit) {
    const together = m.input.hoursTogether(Number((regular + overtime).toFixed(2)), limitText, period);
    errors.regularHours = together;
    errors.overtimeHours = together;
  }
}

/** Each day's hours as numbers (an empty day is a day off); one error for the week, naming the first day to correct. */
function weekFrom(days: readonly string[], errors: FieldErrors, m: CalculatorMessages): number[] | undefined {
  const hours: number[] = [];
  for (const [i, [, day]] of m.labels.days.entries()) {
    const text = (days[i] ?? '').trim();
    if (text === '') {
      hours.push(0);
      continue;
    }
    const read = readNumberText(text);
    if (!read.ok) {
      errors.hoursByDay =
        read.problem === 'negative'
          ? m.input.dayNegative(day)
          : read.problem === 'comma'
            ? m.input.dayComma(day, commaAdvice(read.suggestion, false, m))
            : m.input.dayNotANumber(day);
      return undefined;
    }
    const { value } = read;
    if (value > 24) {
      errors.hoursByDay = read.thousands
        ? m.input.dayOver24ReadAsThousands(day, text, value, commaAdvice(undefined, false, m))
        : m.input.dayOver24(day);
      return undefined;
    }
    hours.push(Math.round(value * 100) / 100);
  }
  if (hours.every((value) => value === 0)) {
    errors.hoursByDay = m.input.noDay;
    return undefined;
  }
  return hours;
}

function numberFrom(
  state: CalculatorState,
  field: NumberFieldName,
  errors: FieldErrors,
  required: boolean,
  m: CalculatorMessages,
): number | undefined {
  const rule = NUMBER_FIELDS[field];
  const name = m.fieldNames[field];
  const read = readNumberText(state[field]);
  if (!read.ok) {
    if (read.problem === 'empty') {
      if (required) errors[field] = m.input.empty(name);
    } else if (read.problem === 'negative') errors[field] = m.input.negative(name);
    else if (read.problem === 'comma') errors[field] = commaMessage(read.suggestion, rule.cents, m);
    else errors[field] = m.input.notANumber(name, rule.kind === 'count' ? '2' : '22.50');
    return undefined;
  }
  const { value } = read;
  if (value > rule.max) {
    const limit = m.input.overMax(name, formatsFor(m.locale).number(rule.max));
    // "2,550" for $25.50 reads as two thousand five hundred and fifty: say how the comma was read.
    errors[field] = read.thousands
      ? m.input.readAsThousands(limit, state[field].trim(), value, commaAdvice(undefined, rule.cents, m))
      : limit;
    return undefined;
  }
  if (rule.kind === 'count' && !Number.isInteger(value)) {
    errors[field] = m.input.wholeNumber(name);
    return undefined;
  }
  if (rule.kind === 'fraction') return Math.round(value * 1000) / 100_000;
  return rule.cents ? Math.round(value * 100) / 100 : value;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Puts a value at its dotted engine path ("hourly.rate", "w4.step3"). */
function place(input: Record<string, unknown>, path: string, value: unknown): void {
  const [head = '', ...rest] = path.split('.');
  if (rest.length === 0) {
    input[head] = value;
    return;
  }
  const inner = input[head];
  const child: Record<string, unknown> = isRecord(inner) ? inner : {};
  input[head] = child;
  place(child, rest.join('.'), value);
}

/** Whether the form shows a field, and so checks and sends it. */
function isShown(field: NumberFieldName, state: CalculatorState, context: InputContext): boolean {
  const { section } = NUMBER_FIELDS[field];
  if (section === 'always') return true;
  if (section === 'hourlySplit') return state.payBasis === 'hourly' && state.hoursMode === 'split';
  if (section === 'w4') return state.withholdFederalIncomeTax && w4FormOf(field) === state.w4FormYear;
  const local = localTaxOf(field);
  if (local !== undefined) return context.localTaxes?.[local] === true;
  return section === state.payBasis;
}

export interface InputContext {
  /** The tax year to calculate, and the pay date when it falls in that year (a year without verified figures is worked on the latest year that has them). */
  taxYear: number;
  payDate: string | undefined;
  /** The state certificate's fields, when the state's tax is withheld (otherwise the form hides them and they are not sent). */
  certificate: CertificateField[];
  /** The local income taxes the form offers: withheld with the state's, where the state has them. */
  localTaxes?: Partial<Record<LocalTaxId, boolean>>;
  /** The words of the errors, in the page's language. */
  messages: CalculatorMessages;
}

/**
 * Budget and Paycheck share every input: the mode only changes which figures are shown. The
 * federal W-4 counts only once the family says the caregiver asked for withholding, and the
 * state certificate only where the state's tax is withheld; hidden fields are neither checked nor sent.
 */
export function buildInput(state: CalculatorState, context: InputContext): BuiltInput {
  const m = context.messages;
  const errors: FieldErrors = {};
  if (!state.state) errors.state = m.input.chooseState;
  const input: Record<string, unknown> = {
    taxYear: context.taxYear,
    state: state.state,
    payFrequency: state.payFrequency,
  };
  if (context.payDate !== undefined) input.payDate = context.payDate;
  const take = (field: NumberFieldName) => {
    const value = numberFrom(state, field, errors, NUMBER_FIELDS[field].required === true, m);
    if (value !== undefined) place(input, NUMBER_FIELDS[field].engine, value);
  };
  if (state.withholdFederalIncomeTax) {
    input.withholdFederalIncomeTax = true;
    input.w4 =
      state.w4FormYear === 'pre2020'
        ? { formYear: 'pre2020', maritalStatus: state.maritalStatus }
        : { filingStatus: state.filingStatus, step2Checkbox: state.step2Checkbox };
  }
  for (const field of NUMBER_FIELD_NAMES) if (isShown(field, state, context)) take(field);

  const hourly = input.hourly;
  if (state.payBasis === 'hourly' && isRecord(hourly)) {
    if (state.hoursMode === 'week') {
      const week = weekFrom(state.hoursByDay, errors, m);
      if (week !== undefined) hourly.hoursByDay = week;
      if (state.payFrequency === 'daily') errors.hoursByDay = m.input.dailyWeek;
    } else {
      hourly.overtimeHours ??= 0;
      hourly.overtimeMultiplier ??= 1.5;
      checkSplitHours(Number(hourly.regularHours ?? 0), Number(hourly.overtimeHours), state.payFrequency, errors, m);
    }
    if (state.liveIn) hourly.liveIn = true;
    if (state.duties !== 'childcare') hourly.duties = state.duties;
    if (hourly.rate === undefined || (hourly.regularHours === undefined && hourly.hoursByDay === undefined))
      delete input.hourly;
  }
  if (state.place) input.place = state.place;
  const targetNetPay = input.targetNetPay;
  delete input.targetNetPay;
  const stateW4 = stateW4From(state.stateW4, context.certificate, m);
  if (Object.keys(stateW4.value).length > 0) input.stateW4 = stateW4.value;
  const hasStateErrors = Object.keys(stateW4.errors).length > 0;
  if (Object.keys(errors).length > 0 || hasStateErrors)
    return { ok: false, errors, ...(hasStateErrors ? { stateErrors: stateW4.errors } : {}) };
  return typeof targetNetPay === 'number' ? { ok: true, input, targetNetPay } : { ok: true, input };
}
