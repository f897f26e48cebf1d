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
import { stateW4From, type CertificateField } from './state-certificate';
import type { LocalTaxId } from '@/tax/local/local-tax-inputs';

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
    if (!/^\d*\.?\d+$|^\d+\.$/.test(text)) {
      errors.hoursByDay = text.startsWith('-')
        ? `${day}'s hours can't be negative`
        : `Enter ${day}'s hours as a number, like 8 or 7.5`;
      return undefined;
    }
    const value = Number(text);
    if (value > 24) {
      errors.hoursByDay = `${day} has at most 24 hours`;
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
  const trimmed = state[field].trim().replace(/^\$/, '').replace(/,/g, '').replace(/%$/, '');
  if (trimmed === '') {
    if (required) errors[field] = `Enter ${rule.label}`;
    return undefined;
  }
  if (!/^\d*\.?\d+$|^\d+\.$/.test(trimmed)) {
    errors[field] = trimmed.startsWith('-')
      ? `${capitalise(rule.label)} can't be negative`
      : `Enter ${rule.label} as a number, like ${rule.kind === 'count' ? '2' : '22.50'}`;
    return undefined;
  }
  const value = Number(trimmed);
  if (value > rule.max) {
    errors[field] = `${capitalise(rule.label)} can't be more than ${rule.max.toLocaleString('en-US')}`;
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
      const hours = Number(hourly.regularHours ?? 0) + Number(hourly.overtimeHours);
      if (hours > HOURS_IN_A_PERIOD[state.payFrequency]) {
        errors.regularHours =
          state.payFrequency === 'daily'
            ? 'That is more than the 24 hours in a day'
            : 'That is more than the 168 hours in a week: enter the hours for one pay period';
      }
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
