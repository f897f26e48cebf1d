/**
 * From what the visitor typed to the tax engine's input, with an error beside
 * each field that is not usable. Pure, so every rule is tested without a browser.
 */
import type { CalculatorState, PayFrequencyName } from './query-state';
import { stateW4From, type CertificateField } from './state-certificate';

export type FieldName = 'state' | 'rate' | 'regularHours' | 'overtimeHours' | 'overtimeMultiplier' | 'grossPay' | 'netPay' | 'ytdWages' | 'suiRate' | 'step3' | 'step4a' | 'step4b' | 'step4c';
export type FieldErrors = Partial<Record<FieldName, string>>;
/** With `targetNetPay`, the input has no pay: the engine's solver finds the gross that gives that take-home pay. */
export type BuiltInput = { ok: true; input: Record<string, unknown>; targetNetPay?: number } | { ok: false; errors: FieldErrors; stateErrors?: Record<string, string> };

export const TAX_YEAR = 2026;
const HOURS_IN_A_WEEK = 168;
const WEEKS_PER_PERIOD: Record<PayFrequencyName, number> = { weekly: 1, biweekly: 2, semimonthly: 52 / 24, monthly: 52 / 12 };

interface NumberRule {
  label: string;
  max: number;
  required?: boolean;
  /** Money is kept in whole cents, as the engine takes it. */
  cents?: boolean;
}

function numberFrom(text: string, field: FieldName, rule: NumberRule, errors: FieldErrors): number | undefined {
  const trimmed = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (trimmed === '') {
    if (rule.required) errors[field] = `Enter ${rule.label}`;
    return undefined;
  }
  if (!/^\d*\.?\d+$|^\d+\.$/.test(trimmed)) {
    errors[field] = trimmed.startsWith('-') ? `${capitalise(rule.label)} can't be negative` : `Enter ${rule.label} as a number, like 22.50`;
    return undefined;
  }
  const value = Number(trimmed);
  if (value > rule.max) {
    errors[field] = `${capitalise(rule.label)} can't be more than ${rule.max.toLocaleString('en-US')}`;
    return undefined;
  }
  return rule.cents ? Math.round(value * 100) / 100 : value;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export interface InputContext {
  /** The state certificate's fields, when the state's tax is withheld (otherwise the form hides them and they are not sent). */
  certificate: CertificateField[];
}

/**
 * Budget and Paycheck share every input: the mode only changes which figures are shown. The
 * federal W-4 counts only once the family says the caregiver asked for withholding, and the
 * state certificate only where the state's tax is withheld; hidden fields are neither checked nor sent.
 */
export function buildInput(state: CalculatorState, { certificate }: InputContext = { certificate: [] }): BuiltInput {
  const errors: FieldErrors = {};
  if (!state.state) errors.state = 'Choose the state where your caregiver works';
  const input: Record<string, unknown> = { taxYear: TAX_YEAR, state: state.state, payFrequency: state.payFrequency };

  if (state.payBasis === 'hourly') {
    const rate = numberFrom(state.rate, 'rate', { label: 'the hourly rate', max: 1000, required: true, cents: true }, errors);
    const regularHours = numberFrom(state.regularHours, 'regularHours', { label: 'the regular hours', max: 10_000, required: true }, errors);
    const overtimeHours = numberFrom(state.overtimeHours, 'overtimeHours', { label: 'the overtime hours', max: 10_000 }, errors) ?? 0;
    const overtimeMultiplier = numberFrom(state.overtimeMultiplier, 'overtimeMultiplier', { label: 'the overtime multiplier', max: 3 }, errors) ?? 1.5;
    const weeks = WEEKS_PER_PERIOD[state.payFrequency];
    if (regularHours !== undefined && (regularHours + overtimeHours) / weeks > HOURS_IN_A_WEEK) {
      errors.regularHours = `That is more than the ${HOURS_IN_A_WEEK} hours in a week: enter the hours for one ${state.payFrequency === 'weekly' ? 'week' : 'pay period'}`;
    }
    if (rate !== undefined && regularHours !== undefined) input.hourly = { rate, regularHours, overtimeHours, overtimeMultiplier };
  } else if (state.payBasis === 'perPeriod') {
    const grossPay = numberFrom(state.grossPay, 'grossPay', { label: 'the pay for one pay period', max: 1_000_000, required: true, cents: true }, errors);
    if (grossPay !== undefined) input.grossPay = grossPay;
  }
  const targetNetPay =
    state.payBasis === 'netTarget' ? numberFrom(state.netPay, 'netPay', { label: 'the take-home pay you want to offer', max: 1_000_000, required: true, cents: true }, errors) : undefined;

  const ytdWages = numberFrom(state.ytdWages, 'ytdWages', { label: 'the wages paid so far this year', max: 5_000_000, cents: true }, errors);
  if (ytdWages !== undefined) input.ytdWages = ytdWages;
  const suiPercent = numberFrom(state.suiRate, 'suiRate', { label: 'your state unemployment rate', max: 20 }, errors);
  if (suiPercent !== undefined) input.suiRate = Math.round(suiPercent * 1000) / 100_000;

  if (state.withholdFederalIncomeTax) {
    const w4: Record<string, unknown> = { filingStatus: state.filingStatus, step2Checkbox: state.step2Checkbox };
    for (const [field, label] of [
      ['step3', 'the Step 3 amount'],
      ['step4a', 'the Step 4(a) amount'],
      ['step4b', 'the Step 4(b) amount'],
      ['step4c', 'the Step 4(c) amount'],
    ] as const) {
      const value = numberFrom(state[field], field, { label, max: 1_000_000, cents: true }, errors);
      if (value !== undefined) w4[field] = value;
    }
    input.w4 = w4;
    input.withholdFederalIncomeTax = true;
  }
  const stateW4 = stateW4From(state.stateW4, certificate);
  if (Object.keys(stateW4.value).length > 0) input.stateW4 = stateW4.value;
  const hasStateErrors = Object.keys(stateW4.errors).length > 0;
  if (Object.keys(errors).length > 0 || hasStateErrors) return { ok: false, errors, ...(hasStateErrors ? { stateErrors: stateW4.errors } : {}) };
  return targetNetPay === undefined ? { ok: true, input } : { ok: true, input, targetNetPay };
}

const FIELD_NAMES: readonly FieldName[] = ['state', 'rate', 'regularHours', 'overtimeHours', 'overtimeMultiplier', 'grossPay', 'netPay', 'ytdWages', 'suiRate', 'step3', 'step4a', 'step4b', 'step4c'];

/** The engine names the input that is wrong by its path; the form shows it beside that field. */
export function fieldForEnginePath(path: string): FieldName | undefined {
  const field = path.replace(/^hourly\./, '').replace(/^w4\./, '');
  return FIELD_NAMES.find((name) => name === field);
}
