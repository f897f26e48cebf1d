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

export { fieldForEnginePath, type FieldErrors } from './calculator-fields';

/** With `targetNetPay`, the input has no pay: the engine's solver finds the gross that gives that take-home pay. */
export type BuiltInput =
  | { ok: true; input: Record<string, unknown>; targetNetPay?: number }
  | { ok: false; errors: FieldErrors; stateErrors?: Record<string, string> };

/** A week has 168 hours; a pay period holds that many per week it covers (a day's pay, at most 24), and is named so. */
const HOURS_IN_A_PERIOD: Record<PayFrequencyName, { hours: number; period: string }> = {
  daily: { hours: 24, period: 'a day' },
  weekly: { hours: 168, period: 'a week' },
  biweekly: { hours: 336, period: 'two weeks' },
  semimonthly: { hours: (168 * 52) / 24, period: 'half a month' },
  monthly: { hours: (168 * 52) / 12, period: 'a month' },
  quarterly: { hours: 168 * 13, period: 'three months' },
  semiannual: { hours: 168 * 26, period: 'half a year' },
  annual: { hours: 168 * 52, period: 'a year' },
};

/**
 * The regular and overtime hours of one pay period, each checked on its own field: more hours than the period has,
 * or more than the engine takes for one period (a longer period is given as a typical week instead). Only when
 * each is possible but together they are not does the error sit on both, since either may be the one to change.
 */
function checkSplitHours(regular: number, overtime: number, frequency: PayFrequencyName, errors: FieldErrors): void {
  const { hours: limit, period } = HOURS_IN_A_PERIOD[frequency];
  const tooMany = `That is more than the ${limit.toLocaleString('en-US')} hours in ${period}: enter the hours of one pay period`;
  let each = true;
  for (const [field, value, kind] of [
    ['regularHours', regular, 'regular'],
    ['overtimeHours', overtime, 'overtime'],
  ] as const) {
    const engineMax = numberField(NUMBER_FIELDS[field].engine).max;
    if (value > limit) errors[field] = tooMany;
    else if (value > engineMax)
      errors[field] =
        `The calculator takes at most ${engineMax} ${kind} hours in one pay period: for a pay period this long, choose “The hours of each day” and give a typical week`;
    else continue;
    each = false;
  }
  if (each && regular + overtime > limit) {
    const together = `Regular and overtime hours together come to ${Number((regular + overtime).toFixed(2))}, more than the ${limit.toLocaleString('en-US')} hours in ${period}`;
    errors.regularHours = together;
    errors.overtimeHours = together;
  }
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** Each day's hours as numbers (an empty day is a day off); one error for the week, naming the first day to correct. */
function weekFrom(days: readonly string[], errors: FieldErrors): number[] | undefined {
  const hours: number[] = [];
  for (const [i, day] of DAY_NAMES.entries()) {
    const text = (days[i] ?? '').trim();
    if (text === '') {
      hours.push(0);
      continue;
    }
    const read = readNumberText(text);
    if (!read.ok) {
      errors.hoursByDay =
        read.problem === 'negative'
          ? `${day}'s hours can't be negative`
          : read.problem === 'comma'
            ? `${day}'s hours: ${commaAdvice(read.suggestion, false)}`
            : `Enter ${day}'s hours as a number, like 8 or 7.5`;
      return undefined;
    }
    const { value } = read;
    if (value > 24) {
      errors.hoursByDay = read.thousands
        ? `${day} has at most 24 hours: a comma separates thousands, so “${text}” reads as ${value}; ${commaAdvice(undefined, false)}`
        : `${day} has at most 24 hours`;
      return undefined;
    }
    hours.push(Math.round(value * 100) / 100);
  }
  if (hours.every((value) => value === 0)) {
    errors.hoursByDay = 'Enter the hours of at least one day';
    return undefined;
  }
  return hours;
}

function numberFrom(
  state: CalculatorState,
  field: NumberFieldName,
  errors: FieldErrors,
  required: boolean,
): number | undefined {
  const rule = NUMBER_FIELDS[field];
  const read = readNumberText(state[field]);
  if (!read.ok) {
    if (read.problem === 'empty') {
      if (required) errors[field] = `Enter ${rule.label}`;
    } else if (read.problem === 'negative') errors[field] = `${capitalise(rule.label)} can't be negative`;
    else if (read.problem === 'comma') errors[field] = commaMessage(read.suggestion, rule.cents);
    else errors[field] = `Enter ${rule.label} as a number, like ${rule.kind === 'count' ? '2' : '22.50'}`;
    return undefined;
  }
  const { value } = read;
  if (value > rule.max) {
    const limit = `${capitalise(rule.label)} can't be more than ${rule.max.toLocaleString('en-US')}`;
    // "2,550" for $25.50 reads as two thousand five hundred and fifty: say how the comma was read.
    errors[field] = read.thousands
      ? `${limit}: a comma separates thousands, so “${state[field].trim()}” reads as ${value}; ${commaAdvice(undefined, rule.cents)}`
      : limit;
    return undefined;
  }
  if (rule.kind === 'count' && !Number.isInteger(value)) {
    errors[field] = `Enter ${rule.label} as a whole number`;
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
}

/**
 * Budget and Paycheck share every input: the mode only changes which figures are shown. The
 * federal W-4 counts only once the family says the caregiver asked for withholding, and the
 * state certificate only where the state's tax is withheld; hidden fields are neither checked nor sent.
 */
export function buildInput(state: CalculatorState, context: InputContext): BuiltInput {
  const errors: FieldErrors = {};
  if (!state.state) errors.state = 'Choose the state where your caregiver works';
  const input: Record<string, unknown> = {
    taxYear: context.taxYear,
    state: state.state,
    payFrequency: state.payFrequency,
  };
  if (context.payDate !== undefined) input.payDate = context.payDate;
  const take = (field: NumberFieldName) => {
    const value = numberFrom(state, field, errors, NUMBER_FIELDS[field].required === true);
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
      const week = weekFrom(state.hoursByDay, errors);
      if (week !== undefined) hourly.hoursByDay = week;
      if (state.payFrequency === 'daily')
        errors.hoursByDay =
          'A daily payroll pays one day: choose weekly or longer, or give the regular and overtime hours';
    } else {
      hourly.overtimeHours ??= 0;
      hourly.overtimeMultiplier ??= 1.5;
      checkSplitHours(Number(hourly.regularHours ?? 0), Number(hourly.overtimeHours), state.payFrequency, errors);
    }
    if (state.liveIn) hourly.liveIn = true;
    if (state.duties !== 'childcare') hourly.duties = state.duties;
    if (hourly.rate === undefined || (hourly.regularHours === undefined && hourly.hoursByDay === undefined))
      delete input.hourly;
  }
  if (state.place) input.place = state.place;
  const targetNetPay = input.targetNetPay;
  delete input.targetNetPay;
  const stateW4 = stateW4From(state.stateW4, context.certificate);
  if (Object.keys(stateW4.value).length > 0) input.stateW4 = stateW4.value;
  const hasStateErrors = Object.keys(stateW4.errors).length > 0;
  if (Object.keys(errors).length > 0 || hasStateErrors)
    return { ok: false, errors, ...(hasStateErrors ? { stateErrors: stateW4.errors } : {}) };
  return typeof targetNetPay === 'number' ? { ok: true, input, targetNetPay } : { ok: true, input };
}
