/**
 * The calculator's inputs in the query string, with the engine's own names,
 * so a result can be shared or linked to pre-filled. Reading never throws:
 * a parameter that is not valid is dropped and named in `ignored`.
 */
import { STATE_W4_FIELDS } from '@/tax/core/types';

export type CalculatorMode = 'budget' | 'paycheck';
export type PayFrequencyName = 'weekly' | 'biweekly' | 'semimonthly' | 'monthly';
export type FilingStatusName = 'single' | 'mfj' | 'mfs' | 'hoh';

export const PAY_FREQUENCIES: readonly PayFrequencyName[] = ['weekly', 'biweekly', 'semimonthly', 'monthly'];
export const FILING_STATUSES: readonly FilingStatusName[] = ['single', 'mfj', 'mfs', 'hoh'];

/** Everything as the form holds it: numbers as typed text, so a half-typed value is never lost. */
export interface CalculatorState {
  mode: CalculatorMode;
  state: string;
  payFrequency: PayFrequencyName;
  /** Hourly, a set gross amount, or a take-home pay to offer (the engine solves for the gross). */
  payBasis: 'hourly' | 'perPeriod' | 'netTarget';
  rate: string;
  regularHours: string;
  overtimeHours: string;
  overtimeMultiplier: string;
  grossPay: string;
  netPay: string;
  ytdWages: string;
  suiRate: string;
  filingStatus: FilingStatusName;
  step2Checkbox: boolean;
  step3: string;
  step4a: string;
  step4b: string;
  step4c: string;
  withholdFederalIncomeTax: boolean;
  /** The state certificate's fields as typed (see state-certificate.ts), in the link as `stateW4.<field>`. */
  stateW4: Record<string, string>;
}

export const DEFAULT_STATE: CalculatorState = {
  mode: 'budget',
  state: '',
  payFrequency: 'weekly',
  payBasis: 'hourly',
  rate: '22',
  regularHours: '40',
  overtimeHours: '0',
  overtimeMultiplier: '1.5',
  grossPay: '',
  netPay: '',
  ytdWages: '',
  suiRate: '',
  filingStatus: 'single',
  step2Checkbox: false,
  step3: '',
  step4a: '',
  step4b: '',
  step4c: '',
  withholdFederalIncomeTax: false,
  stateW4: {},
};

const NUMBER_PARAMS = ['rate', 'regularHours', 'overtimeHours', 'overtimeMultiplier', 'grossPay', 'netPay', 'ytdWages', 'suiRate', 'step3', 'step4a', 'step4b', 'step4c'] as const;
type NumberParam = (typeof NUMBER_PARAMS)[number];
const NUMBER_TEXT = /^\d{1,9}(\.\d{1,4})?$/;
/** A certificate value as a visitor types it: a number, a percentage, a choice code or a rate table letter. */
const CERTIFICATE_TEXT = /^[A-Za-z0-9.,%$ -]{1,40}$/;
const CERTIFICATE_PREFIX = 'stateW4.';

function oneOf<T extends string>(value: string, allowed: readonly T[]): T | undefined {
  return allowed.find((candidate) => candidate === value);
}

const bool = (value: string): boolean | undefined => (value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : undefined);

export function readQuery(search: string, states: readonly string[], base: CalculatorState): { state: CalculatorState; ignored: string[] } {
  const params = new URLSearchParams(search);
  const next: CalculatorState = { ...base };
  const ignored: string[] = [];
  const take = <K extends keyof CalculatorState>(name: K, value: CalculatorState[K] | undefined) => {
    if (value === undefined) ignored.push(name);
    else next[name] = value;
  };
  for (const [name, raw] of params) {
    const value = raw.trim();
    if (name === 'mode') take('mode', oneOf(value, ['budget', 'paycheck'] as const));
    else if (name === 'state') take('state', states.includes(value.toUpperCase()) ? value.toUpperCase() : undefined);
    else if (name === 'payFrequency') take('payFrequency', oneOf(value, PAY_FREQUENCIES));
    else if (name === 'filingStatus') take('filingStatus', oneOf(value, FILING_STATUSES));
    else if (name === 'step2Checkbox' || name === 'withholdFederalIncomeTax') take(name, bool(value));
    else if (name.startsWith(CERTIFICATE_PREFIX)) {
      // Which fields the state's form has is checked with the rest of the input, beside each field.
      const field = STATE_W4_FIELDS.find((candidate) => `${CERTIFICATE_PREFIX}${candidate}` === name);
      if (field !== undefined && CERTIFICATE_TEXT.test(value)) next.stateW4 = { ...next.stateW4, [field]: value };
      else ignored.push(name);
    } else {
      const numberParam = NUMBER_PARAMS.find((param) => param === name);
      if (numberParam) take(numberParam, NUMBER_TEXT.test(value) ? value : undefined);
    }
  }
  if (params.has('netPay') && !ignored.includes('netPay')) next.payBasis = 'netTarget';
  else if (params.has('grossPay') && !ignored.includes('grossPay')) next.payBasis = 'perPeriod';
  else if (params.has('rate')) next.payBasis = 'hourly';
  return { state: next, ignored };
}

/** Only what differs from the defaults, so shared links stay short. */
export function writeQuery(state: CalculatorState): string {
  const params = new URLSearchParams();
  params.set('mode', state.mode);
  if (state.state) params.set('state', state.state);
  params.set('payFrequency', state.payFrequency);
  const payFields: NumberParam[] = state.payBasis === 'hourly' ? ['rate', 'regularHours', 'overtimeHours'] : state.payBasis === 'netTarget' ? ['netPay'] : ['grossPay'];
  if (state.payBasis === 'hourly' && state.overtimeMultiplier !== DEFAULT_STATE.overtimeMultiplier) payFields.push('overtimeMultiplier');
  for (const name of [...payFields, 'ytdWages', 'suiRate'] as const) if (state[name] !== '') params.set(name, state[name]);
  // The same inputs in both modes: the W-4 travels with the election, the state certificate whenever it was filled in.
  if (state.withholdFederalIncomeTax) {
    params.set('withholdFederalIncomeTax', 'true');
    params.set('filingStatus', state.filingStatus);
    if (state.step2Checkbox) params.set('step2Checkbox', 'true');
    for (const name of ['step3', 'step4a', 'step4b', 'step4c'] as const) if (state[name] !== '') params.set(name, state[name]);
  }
  for (const [field, value] of Object.entries(state.stateW4)) if (value !== '') params.set(`${CERTIFICATE_PREFIX}${field}`, value);
  return params.toString();
}
