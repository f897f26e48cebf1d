/**
 * The calculator's fields, once. Each number field names the engine input it fills (tax/input/input-fields.ts
 * holds its label and how the engine reads it); here is only what the form adds: its own limit, what the form
 * starts with and which part of the form shows it. The form state, the link, the checks and the engine input
 * are all derived from this list.
 */
import { PAY_FREQUENCIES as ENGINE_PAY_FREQUENCIES, PRE2020_MARITAL_STATUSES } from '@/tax/core/types';
import { numberField, type NumberInputPath, type NumberRule, type W4FormYear } from '@/tax/input/input-fields';
import { localTaxOfPath, type LocalTaxId } from '@/tax/local/local-tax-inputs';

export type { W4FormYear };

/** How the family states the pay: each way has its own fields. */
export const PAY_BASES = ['hourly', 'perPeriod', 'netTarget'] as const;
export type PayBasis = (typeof PAY_BASES)[number];

/**
 * Which part of the form shows a field: one way of stating the pay (`hourlySplit`: by the hour, with the regular and
 * overtime hours the family splits itself rather than each day's), always, the federal W-4 (its form year is the
 * engine's), or a local tax the state has (which one, tax/local says by its engine field). Hidden fields are neither
 * checked nor sent.
 */
type Section = PayBasis | 'hourlySplit' | 'always' | 'w4' | 'local';

interface FormFieldSpec {
  engine: NumberInputPath;
  /**
   * How the form labels the field: with words of its own (each language's `fields`), or from the local tax the state
   * has (`localFields`). A field without a label is never on the form: only a link fills it in.
   */
  formLabel?: 'own' | 'localTax';
  /** The form's own limit, in what the visitor types (a percentage for a fraction): tighter than the engine's. */
  max: number;
  /** What the form starts with. */
  initial: string;
  section: Section;
  /** An empty field is an error rather than left out. */
  required?: true;
  /** Left out of the link while it holds what the form starts with. */
  linkedWhenChanged?: true;
}

const FORM_FIELDS = {
  rate: {
    formLabel: 'own',
    engine: 'hourly.rate',
    max: 1000,
    initial: '22',
    section: 'hourly',
    required: true,
  },
  regularHours: {
    formLabel: 'own',
    engine: 'hourly.regularHours',
    max: 10_000,
    initial: '40',
    section: 'hourlySplit',
    required: true,
  },
  overtimeHours: {
    formLabel: 'own',
    engine: 'hourly.overtimeHours',
    max: 10_000,
    initial: '0',
    section: 'hourlySplit',
  },
  overtimeMultiplier: {
    engine: 'hourly.overtimeMultiplier',
    max: 3,
    initial: '1.5',
    section: 'hourlySplit',
    linkedWhenChanged: true,
  },
  grossPay: {
    formLabel: 'own',
    engine: 'grossPay',
    max: 1_000_000,
    initial: '',
    section: 'perPeriod',
    required: true,
  },
  netPay: {
    formLabel: 'own',
    engine: 'targetNetPay',
    max: 1_000_000,
    initial: '',
    section: 'netTarget',
    required: true,
  },
  ytdWages: {
    formLabel: 'own',
    engine: 'ytdWages',
    max: 5_000_000,
    initial: '',
    section: 'always',
  },
  suiRate: {
    formLabel: 'own',
    engine: 'suiRate',
    max: 20,
    initial: '',
    section: 'always',
  },
  localTaxRate: {
    formLabel: 'localTax',
    engine: 'localTaxRate',
    max: 10,
    initial: '',
    section: 'local',
  },
  localServicesTax: {
    formLabel: 'localTax',
    engine: 'localServicesTax.perPeriod',
    max: 1000,
    initial: '',
    section: 'local',
  },
  step3: {
    formLabel: 'own',
    engine: 'w4.step3',
    max: 1_000_000,
    initial: '',
    section: 'w4',
  },
  step4a: {
    formLabel: 'own',
    engine: 'w4.step4a',
    max: 1_000_000,
    initial: '',
    section: 'w4',
  },
  step4b: {
    formLabel: 'own',
    engine: 'w4.step4b',
    max: 1_000_000,
    initial: '',
    section: 'w4',
  },
  step4c: {
    formLabel: 'own',
    engine: 'w4.step4c',
    max: 1_000_000,
    initial: '',
    section: 'w4',
  },
  allowances: {
    formLabel: 'own',
    engine: 'w4.allowances',
    max: 99,
    initial: '',
    section: 'w4',
  },
  additionalWithholding: {
    formLabel: 'own',
    engine: 'w4.additionalWithholding',
    max: 1_000_000,
    initial: '',
    section: 'w4',
  },
} as const satisfies Record<string, FormFieldSpec>;

export type NumberFieldName = keyof typeof FORM_FIELDS;
/** In the form's order, which is also the link's. */
export const NUMBER_FIELD_NAMES = Object.keys(FORM_FIELDS) as NumberFieldName[];

/** A field with the engine's part filled in: its label, and how its text becomes the engine's number. */
export interface NumberFieldSpec extends FormFieldSpec {
  label: string;
  /** A whole count, a percentage sent as a fraction, or a number. */
  kind: NumberRule['kind'];
  /** Dollars: rounded to the cent, shown after a dollar sign. */
  cents: boolean;
}

const withEngine = (spec: FormFieldSpec): NumberFieldSpec => {
  const engine = numberField(spec.engine);
  const cents = engine.kind === 'money' || (engine.kind === 'number' && engine.dollars === true);
  return { ...spec, label: engine.label, kind: engine.kind, cents };
};

export const NUMBER_FIELDS = Object.fromEntries(
  NUMBER_FIELD_NAMES.map((name) => [name, withEngine(FORM_FIELDS[name])]),
) as Record<NumberFieldName, NumberFieldSpec>;

/** The W-4 form year a field's line belongs to, as the engine has it; undefined outside the W-4. */
export function w4FormOf(name: NumberFieldName): W4FormYear | undefined {
  return NUMBER_FIELDS[name].section === 'w4' ? numberField(NUMBER_FIELDS[name].engine).w4Form : undefined;
}

/** The local tax a field belongs to; undefined for every other field. */
export function localTaxOf(name: NumberFieldName): LocalTaxId | undefined {
  const { section, engine } = NUMBER_FIELDS[name];
  return section === 'local' ? localTaxOfPath(engine) : undefined;
}

/** The fields of one way of stating the pay (by the hour: the rate; the hours come by day, or split). */
export const payFields = (basis: PayBasis | 'hourlySplit'): NumberFieldName[] =>
  NUMBER_FIELD_NAMES.filter((name) => NUMBER_FIELDS[name].section === basis);

/** Hours by the day, as the law splits them, or regular and overtime hours as the family splits them. */
export const HOURS_MODES = ['week', 'split'] as const;
export type HoursMode = (typeof HOURS_MODES)[number];

/** The lines of one Form W-4. */
export const w4Fields = (form: W4FormYear): NumberFieldName[] =>
  NUMBER_FIELD_NAMES.filter((name) => w4FormOf(name) === form);

/** Fields with an error of their own besides the numbers (the week's hours share one, naming the day; the W-4's form year is its choice). */
export type FieldName = NumberFieldName | 'state' | 'payDate' | 'hoursByDay' | 'place' | 'w4FormYear';

export type FieldErrors = Partial<Record<FieldName, string>>;

export const isNumberField = (name: string): name is NumberFieldName =>
  NUMBER_FIELD_NAMES.some((field) => field === name);

export type CalculatorMode = 'budget' | 'paycheck';
export type PayFrequencyName = (typeof ENGINE_PAY_FREQUENCIES)[number];
export type FilingStatusName = 'single' | 'mfj' | 'mfs' | 'hoh';
export type MaritalStatusName = (typeof PRE2020_MARITAL_STATUSES)[number];

export const PAY_FREQUENCIES: readonly PayFrequencyName[] = ENGINE_PAY_FREQUENCIES;
export const FILING_STATUSES: readonly FilingStatusName[] = ['single', 'mfj', 'mfs', 'hoh'];
export const W4_FORM_YEARS: readonly W4FormYear[] = ['2020orLater', 'pre2020'];
export const MARITAL_STATUSES: readonly MaritalStatusName[] = PRE2020_MARITAL_STATUSES;

/** The form field an engine error belongs to, by the engine's path. */
export function fieldForEnginePath(path: string): FieldName | undefined {
  if (path === 'state' || path === 'payDate' || path === 'place') return path;
  if (path === 'hourly.hoursByDay' || path.startsWith('hourly.hoursByDay.')) return 'hoursByDay';
  if (path === 'w4.formYear') return 'w4FormYear';
  return NUMBER_FIELD_NAMES.find((name) => NUMBER_FIELDS[name].engine === path);
}
