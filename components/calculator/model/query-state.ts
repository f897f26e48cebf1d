/**
 * The calculator's inputs in the query string, with the engine's own names,
 * so a result can be shared or linked to pre-filled. Reading never throws:
 * a parameter that is not valid is dropped and named in `ignored`.
 */
import { DUTIES, type Duty } from '@/paylaw';
import { STATE_W4_FIELDS } from '@/tax/core/types';
import { numberField } from '@/tax/input/input-fields';
import {
  HOURS_MODES,
  FILING_STATUSES,
  MARITAL_STATUSES,
  NUMBER_FIELD_NAMES,
  NUMBER_FIELDS,
  PAY_FREQUENCIES,
  W4_FORM_YEARS,
  w4FormOf,
  type CalculatorMode,
  type FilingStatusName,
  type HoursMode,
  type MaritalStatusName,
  type NumberFieldName,
  type PayBasis,
  type PayFrequencyName,
  type W4FormYear,
} from './calculator-fields';

export type { CalculatorMode, FilingStatusName, PayFrequencyName } from './calculator-fields';
export { PAY_FREQUENCIES } from './calculator-fields';

/** Everything as the form holds it: numbers as typed text, so a half-typed value is never lost. */
export type CalculatorState = Record<NumberFieldName, string> & {
  mode: CalculatorMode;
  state: string;
  payFrequency: PayFrequencyName;
  /** Hourly, a set gross amount, or a take-home pay to offer (the engine solves for the gross). */
  payBasis: PayBasis;
  /** By the hour: each day's hours (the law splits them), or the regular and overtime hours as the family splits them. */
  hoursMode: HoursMode;
  /** Seven days' hours as typed, Sunday first; an empty day is a day off. In the link as `hoursByDay=0,8,8,8,8,8,0`. */
  hoursByDay: readonly string[];
  /** The caregiver lives in the home: federal law, and some states, give a live-in worker no overtime or less. */
  liveIn: boolean;
  /** What the caregiver mainly does: the law's categories (a companion, a personal attendant) have rules of their own. */
  duties: Duty;
  /** A city or county with pay rules of its own ("Seattle, WA"), or empty for the state's. */
  place: string;
  /** YYYY-MM-DD; its year picks the tax year. Empty: today. */
  payDate: string;
  /** The family's election: the caregiver asked for income tax withholding (federal, and state where the state leaves it to them). */
  withholdFederalIncomeTax: boolean;
  w4FormYear: W4FormYear;
  filingStatus: FilingStatusName;
  step2Checkbox: boolean;
  maritalStatus: MaritalStatusName;
  /** The state certificate's fields as typed (see state-certificate.ts), in the link as `stateW4.<field>`. */
  stateW4: Record<string, string>;
};

export const DEFAULT_STATE: CalculatorState = {
  ...(Object.fromEntries(NUMBER_FIELD_NAMES.map((name) => [name, NUMBER_FIELDS[name].initial])) as Record<
    NumberFieldName,
    string
  >),
  mode: 'budget',
  state: '',
  payFrequency: 'weekly',
  payBasis: 'hourly',
  hoursMode: 'week',
  hoursByDay: ['', '8', '8', '8', '8', '8', ''],
  liveIn: false,
  duties: 'childcare',
  place: '',
  payDate: '',
  withholdFederalIncomeTax: false,
  w4FormYear: '2020orLater',
  filingStatus: 'single',
  step2Checkbox: false,
  maritalStatus: 'single',
  stateW4: {},
};

const NUMBER_TEXT = /^\d{1,9}(\.\d{1,4})?$/;
/** A day's hours in a link: up to 24, in hundredths at most (the engine checks the range). */
const DAY_TEXT = /^(\d{1,2}(\.\d{1,2})?)?$/;
/** A place as a link carries it: "Seattle, WA"; whether the state's data knows it is checked with the rest of the input. */
const PLACE_TEXT = /^[A-Za-z .'-]{2,60}(, ?[A-Za-z]{2})?$/;

/** Seven days' hours from `0,8,8,8,8,8,0`, or undefined when it is not a week of numbers. */
function weekFrom(value: string): string[] | undefined {
  const days = value.split(',').map((day) => day.trim());
  return days.length === 7 && days.every((day) => DAY_TEXT.test(day))
    ? days.map((day) => (day === '0' ? '' : day))
    : undefined;
}
const DATE_TEXT = /^\d{4}-\d{2}-\d{2}$/;
/** A certificate value as a visitor types it: a number, a percentage, a choice code or a rate table letter. */
const CERTIFICATE_TEXT = /^[A-Za-z0-9.,%$ -]{1,40}$/;
const CERTIFICATE_PREFIX = 'stateW4.';

/**
 * A field only a link sets (the overtime multiplier) has no place on the form to show an error beside: a value
 * out of its range is left out and named with the link's other invalid settings.
 */
function linkOnlyInRange(name: NumberFieldName, value: string): boolean {
  const spec = NUMBER_FIELDS[name];
  if (spec.formLabel !== undefined) return true;
  const engine = numberField(spec.engine);
  const min = engine.kind === 'number' || engine.kind === 'count' ? engine.min : 0;
  return Number(value) >= min && Number(value) <= spec.max;
}

function oneOf<T extends string>(value: string, allowed: readonly T[]): T | undefined {
  return allowed.find((candidate) => candidate === value);
}

const bool = (value: string): boolean | undefined =>
  value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : undefined;

/** A link may name the year alone (taxYear=2025): the pay date is then this day of that year. */
function payDateInYear(year: string, today: string): string | undefined {
  if (!/^\d{4}$/.test(year)) return undefined;
  const monthDay = today.slice(4);
  return monthDay === '-02-29' && Number(year) % 4 !== 0 ? `${year}-02-28` : `${year}${monthDay}`;
}

export function readQuery(
  search: string,
  states: readonly string[],
  base: CalculatorState,
  today = base.payDate,
): { state: CalculatorState; ignored: string[] } {
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
    else if (name === 'payDate') take('payDate', DATE_TEXT.test(value) ? value : undefined);
    else if (name === 'taxYear' && !params.has('payDate')) take('payDate', payDateInYear(value, today));
    else if (name === 'filingStatus') take('filingStatus', oneOf(value, FILING_STATUSES));
    else if (name === 'formYear') take('w4FormYear', oneOf(value, W4_FORM_YEARS));
    else if (name === 'maritalStatus') take('maritalStatus', oneOf(value, MARITAL_STATUSES));
    else if (name === 'step2Checkbox' || name === 'withholdFederalIncomeTax' || name === 'liveIn')
      take(name, bool(value));
    else if (name === 'hoursByDay') take('hoursByDay', weekFrom(value));
    else if (name === 'duties') take('duties', oneOf(value, DUTIES));
    else if (name === 'hoursMode') take('hoursMode', oneOf(value, HOURS_MODES));
    else if (name === 'place') take('place', PLACE_TEXT.test(value) ? value : undefined);
    else if (name.startsWith(CERTIFICATE_PREFIX)) {
      // Which fields the state's form has is checked with the rest of the input, beside each field.
      const field = STATE_W4_FIELDS.find((candidate) => `${CERTIFICATE_PREFIX}${candidate}` === name);
      if (field !== undefined && CERTIFICATE_TEXT.test(value)) next.stateW4 = { ...next.stateW4, [field]: value };
      else ignored.push(name);
    } else {
      const numberField = NUMBER_FIELD_NAMES.find((field) => field === name);
      if (numberField)
        take(numberField, NUMBER_TEXT.test(value) && linkOnlyInRange(numberField, value) ? value : undefined);
    }
  }
  if (params.has('netPay') && !ignored.includes('netPay')) next.payBasis = 'netTarget';
  else if (params.has('grossPay') && !ignored.includes('grossPay')) next.payBasis = 'perPeriod';
  else if (params.has('rate') || params.has('hoursByDay')) next.payBasis = 'hourly';
  // A link from before hours by day (rate with regularHours) keeps the split it gives.
  if (params.has('hoursByDay') && !ignored.includes('hoursByDay')) next.hoursMode = 'week';
  else if (params.has('regularHours') && !ignored.includes('regularHours')) next.hoursMode = 'split';
  return { state: next, ignored };
}

/** Only what the calculation uses, so shared links stay short; the same in both modes. */
export function writeQuery(state: CalculatorState): string {
  const params = new URLSearchParams();
  params.set('mode', state.mode);
  if (state.state) params.set('state', state.state);
  params.set('payFrequency', state.payFrequency);
  if (state.payDate) params.set('payDate', state.payDate);
  const linked = (name: NumberFieldName) =>
    state[name] !== '' &&
    !(NUMBER_FIELDS[name].linkedWhenChanged === true && state[name] === NUMBER_FIELDS[name].initial);
  // A local tax's field travels whenever it is filled in: whether the state has that tax is checked with the input.
  const hourly = state.payBasis === 'hourly';
  for (const name of NUMBER_FIELD_NAMES) {
    const { section } = NUMBER_FIELDS[name];
    const shown =
      section === state.payBasis ||
      section === 'always' ||
      section === 'local' ||
      (section === 'hourlySplit' && hourly && state.hoursMode === 'split');
    if (shown && linked(name)) params.set(name, state[name]);
  }
  if (hourly && state.hoursMode === 'week')
    params.set('hoursByDay', state.hoursByDay.map((day) => day || '0').join(','));
  if (hourly && state.liveIn) params.set('liveIn', 'true');
  if (hourly && state.duties !== 'childcare') params.set('duties', state.duties);
  if (state.place) params.set('place', state.place);
  // The W-4 travels with the election; the state certificate whenever it was filled in.
  if (state.withholdFederalIncomeTax) {
    params.set('withholdFederalIncomeTax', 'true');
    if (state.w4FormYear === 'pre2020') {
      params.set('formYear', 'pre2020');
      params.set('maritalStatus', state.maritalStatus);
    } else {
      params.set('filingStatus', state.filingStatus);
      if (state.step2Checkbox) params.set('step2Checkbox', 'true');
    }
    for (const name of NUMBER_FIELD_NAMES)
      if (w4FormOf(name) === state.w4FormYear && linked(name)) params.set(name, state[name]);
  }
  for (const [field, value] of Object.entries(state.stateW4))
    if (value !== '') params.set(`${CERTIFICATE_PREFIX}${field}`, value);
  // Commas need no escaping in a query, and `hoursByDay=0,8,8,8,8,8,0` is the link a person can read and write.
  return params.toString().replace(/%2C/g, ',');
}
