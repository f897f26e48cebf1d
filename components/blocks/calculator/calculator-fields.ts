/**
 * The calculator's fields, once: each number field's name (the engine's own, also its name in the
 * shareable link), where it goes in the engine's input, how it is read and what it is called in an
 * error. The form state, the link, the checks and the engine input are all derived from this list.
 */
import { PAY_FREQUENCIES as ENGINE_PAY_FREQUENCIES, PRE2020_MARITAL_STATUSES } from '@/tax/core/types';

export interface NumberFieldSpec {
  /** Where the value goes in the engine's input (a dotted path); the engine names errors by this path too. */
  engine: string;
  /** The field as an error sentence names it: "Enter the hourly rate". */
  label: string;
  max: number;
  /** Money is kept in whole cents, as the engine takes it. */
  cents?: boolean;
  /** A count: no fractions. */
  integer?: boolean;
  /** Typed as a percentage, sent as a fraction. */
  percent?: boolean;
  /** What the form starts with. */
  initial: string;
}

export const NUMBER_FIELDS = {
  rate: { engine: 'hourly.rate', label: 'the hourly rate', max: 1000, cents: true, initial: '22' },
  regularHours: { engine: 'hourly.regularHours', label: 'the regular hours', max: 10_000, initial: '40' },
  overtimeHours: { engine: 'hourly.overtimeHours', label: 'the overtime hours', max: 10_000, initial: '0' },
  overtimeMultiplier: { engine: 'hourly.overtimeMultiplier', label: 'the overtime multiplier', max: 3, initial: '1.5' },
  grossPay: { engine: 'grossPay', label: 'the pay for one pay period', max: 1_000_000, cents: true, initial: '' },
  netPay: {
    engine: 'targetNetPay',
    label: 'the take-home pay you want to offer',
    max: 1_000_000,
    cents: true,
    initial: '',
  },
  ytdWages: { engine: 'ytdWages', label: 'the wages paid so far this year', max: 5_000_000, cents: true, initial: '' },
  suiRate: { engine: 'suiRate', label: 'your state unemployment rate', max: 20, percent: true, initial: '' },
  step3: { engine: 'w4.step3', label: 'the Step 3 amount', max: 1_000_000, cents: true, initial: '' },
  step4a: { engine: 'w4.step4a', label: 'the Step 4(a) amount', max: 1_000_000, cents: true, initial: '' },
  step4b: { engine: 'w4.step4b', label: 'the Step 4(b) amount', max: 1_000_000, cents: true, initial: '' },
  step4c: { engine: 'w4.step4c', label: 'the Step 4(c) amount', max: 1_000_000, cents: true, initial: '' },
  allowances: { engine: 'w4.allowances', label: 'the number of allowances', max: 99, integer: true, initial: '' },
  additionalWithholding: {
    engine: 'w4.additionalWithholding',
    label: 'the additional amount',
    max: 1_000_000,
    cents: true,
    initial: '',
  },
  localTaxRate: { engine: 'localTaxRate', label: 'the local tax rate', max: 10, percent: true, initial: '' },
  localServicesTax: {
    engine: 'localServicesTax.perPeriod',
    label: 'the Local Services Tax per pay period',
    max: 1000,
    cents: true,
    initial: '',
  },
} as const satisfies Record<string, NumberFieldSpec>;

export type NumberFieldName = keyof typeof NUMBER_FIELDS;
export const NUMBER_FIELD_NAMES = Object.keys(NUMBER_FIELDS) as NumberFieldName[];

/** Fields with an error of their own besides the numbers. */
export type FieldName = NumberFieldName | 'state' | 'payDate';
export type FieldErrors = Partial<Record<FieldName, string>>;

export type CalculatorMode = 'budget' | 'paycheck';
export type PayFrequencyName = (typeof ENGINE_PAY_FREQUENCIES)[number];
export type FilingStatusName = 'single' | 'mfj' | 'mfs' | 'hoh';
export type W4FormYear = '2020orLater' | 'pre2020';
export type MaritalStatusName = (typeof PRE2020_MARITAL_STATUSES)[number];

export const PAY_FREQUENCIES: readonly PayFrequencyName[] = ENGINE_PAY_FREQUENCIES;
export const FILING_STATUSES: readonly FilingStatusName[] = ['single', 'mfj', 'mfs', 'hoh'];
export const W4_FORM_YEARS: readonly W4FormYear[] = ['2020orLater', 'pre2020'];
export const MARITAL_STATUSES: readonly MaritalStatusName[] = PRE2020_MARITAL_STATUSES;

/** Which number fields each part of the form uses: the others are neither checked nor sent. */
export const PAY_FIELDS = {
  hourly: ['rate', 'regularHours', 'overtimeHours'],
  perPeriod: ['grossPay'],
  netTarget: ['netPay'],
} as const satisfies Record<string, readonly NumberFieldName[]>;
export const W4_FIELDS = {
  '2020orLater': ['step3', 'step4a', 'step4b', 'step4c'],
  pre2020: ['allowances', 'additionalWithholding'],
} as const satisfies Record<W4FormYear, readonly NumberFieldName[]>;

/** The form field an engine error belongs to, by the engine's path. */
export function fieldForEnginePath(path: string): FieldName | undefined {
  if (path === 'state' || path === 'payDate') return path;
  return NUMBER_FIELD_NAMES.find((name) => NUMBER_FIELDS[name].engine === path);
}
