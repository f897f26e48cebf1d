/**
 * Every field of the engine's input, once, by its dotted path. The parser reads each number by the
 * rule here and lists each object's known fields from here (in this order: the unknown-field error
 * names them so); the calculator's form builds its fields on these paths. tax/ cannot see the form,
 * so the form refers to this list and never the other way round.
 */

/**
 * How a number is read: money in whole cents, a whole count, a plain number (an hourly rate is in dollars but
 * may carry fractions of a cent), or a fraction (0.027 for 2.7%).
 */
export type NumberRule =
  | { kind: 'money'; max: number }
  | { kind: 'count'; min: number; max: number }
  | { kind: 'number'; min: number; max: number; dollars?: true }
  | { kind: 'fraction'; max: number; hint: string };

export type NumberInputField = NumberRule & {
  type: 'number';
  /** The field as a sentence names it: "Enter the hourly rate". */
  label: string;
  /** Which Form W-4 the line belongs to: a line of the other form is refused. */
  w4Form?: W4FormYear;
  /** Read by the gross-for-net solver beside the input, not inside it. */
  solver?: true;
  /** A week of these, Sunday first: `hourly.hoursByDay` is seven day's hours. */
  perDay?: true;
};

type OtherInputField = { type: 'object' | 'boolean' | 'string' | 'choice'; w4Form?: W4FormYear };

export type W4FormYear = '2020orLater' | 'pre2020';

const MAX_YEAR_WAGES = 100_000_000;
const MAX_PERIOD_PAY = 10_000_000;
/** Every hour of a 31-day month. */
const MAX_HOURS = 744;

export const INPUT_FIELDS = {
  taxYear: { type: 'number', label: 'the tax year', kind: 'count', min: 1900, max: 2200 },
  state: { type: 'string' },
  payFrequency: { type: 'choice' },
  grossPay: { type: 'number', label: 'the pay for one pay period', kind: 'money', max: MAX_PERIOD_PAY },
  hourly: { type: 'object' },
  ytdWages: { type: 'number', label: 'the wages paid so far this year', kind: 'money', max: MAX_YEAR_WAGES },
  w4: { type: 'object' },
  withholdFederalIncomeTax: { type: 'boolean' },
  federalTaxWithheld: {
    type: 'number',
    label: 'the federal income tax withheld elsewhere',
    kind: 'money',
    max: 10_000_000,
  },
  withholdStateIncomeTax: { type: 'boolean' },
  suiRate: {
    type: 'number',
    label: 'your state unemployment rate',
    kind: 'fraction',
    max: 0.25,
    hint: 'a fraction: 0.027 for 2.7%',
  },
  suiWageBase: { type: 'number', label: 'the state unemployment wage base', kind: 'money', max: MAX_YEAR_WAGES },
  annualCashWages: { type: 'number', label: 'the cash wages for the year', kind: 'money', max: MAX_YEAR_WAGES },
  payDate: { type: 'string' },
  place: { type: 'string' },
  stateW4: { type: 'object' },
  localTaxRate: {
    type: 'number',
    label: 'the local tax rate',
    kind: 'fraction',
    max: 0.1,
    hint: 'a fraction: 0.01 for 1%',
  },
  localServicesTax: { type: 'object' },
  occupationalPrivilegeTax: { type: 'object' },
  targetNetPay: {
    type: 'number',
    label: 'the take-home pay you want to offer',
    kind: 'money',
    max: MAX_PERIOD_PAY,
    solver: true,
  },
  'hourly.rate': { type: 'number', label: 'the hourly rate', kind: 'number', min: 0, max: 100_000, dollars: true },
  'hourly.regularHours': { type: 'number', label: 'the regular hours', kind: 'number', min: 0, max: MAX_HOURS },
  'hourly.overtimeHours': { type: 'number', label: 'the overtime hours', kind: 'number', min: 0, max: MAX_HOURS },
  'hourly.overtimeMultiplier': { type: 'number', label: 'the overtime multiplier', kind: 'number', min: 1, max: 3 },
  'hourly.hoursByDay': { type: 'number', label: "a day's hours", kind: 'number', min: 0, max: 24, perDay: true },
  'hourly.liveIn': { type: 'boolean' },
  'hourly.duties': { type: 'choice' },
  'w4.formYear': { type: 'choice' },
  'w4.filingStatus': { type: 'choice', w4Form: '2020orLater' },
  'w4.step2Checkbox': { type: 'boolean', w4Form: '2020orLater' },
  'w4.step3': {
    type: 'number',
    label: 'the Step 3 amount',
    kind: 'money',
    max: MAX_YEAR_WAGES,
    w4Form: '2020orLater',
  },
  'w4.step4a': {
    type: 'number',
    label: 'the Step 4(a) amount',
    kind: 'money',
    max: MAX_YEAR_WAGES,
    w4Form: '2020orLater',
  },
  'w4.step4b': {
    type: 'number',
    label: 'the Step 4(b) amount',
    kind: 'money',
    max: MAX_YEAR_WAGES,
    w4Form: '2020orLater',
  },
  'w4.step4c': {
    type: 'number',
    label: 'the Step 4(c) amount',
    kind: 'money',
    max: MAX_YEAR_WAGES,
    w4Form: '2020orLater',
  },
  'w4.maritalStatus': { type: 'choice', w4Form: 'pre2020' },
  'w4.allowances': {
    type: 'number',
    label: 'the number of allowances',
    kind: 'count',
    min: 0,
    max: 99,
    w4Form: 'pre2020',
  },
  'w4.additionalWithholding': {
    type: 'number',
    label: 'the additional amount',
    kind: 'money',
    max: 1_000_000,
    w4Form: 'pre2020',
  },
  'localServicesTax.perPeriod': {
    type: 'number',
    label: 'the Local Services Tax per pay period',
    kind: 'money',
    max: 1000,
  },
  'localServicesTax.withheldSoFar': {
    type: 'number',
    label: 'the Local Services Tax withheld so far this year',
    kind: 'money',
    max: 1000,
  },
  'occupationalPrivilegeTax.wagesThisMonth': {
    type: 'number',
    label: "this month's wages",
    kind: 'money',
    max: MAX_YEAR_WAGES,
  },
  'occupationalPrivilegeTax.withheldThisMonth': { type: 'boolean' },
} as const satisfies Record<string, NumberInputField | OtherInputField>;

export type InputPath = keyof typeof INPUT_FIELDS;
export type NumberInputPath = {
  [P in InputPath]: (typeof INPUT_FIELDS)[P] extends { type: 'number' } ? P : never;
}[InputPath];

const INPUT_PATHS = Object.keys(INPUT_FIELDS) as InputPath[];

export function numberField(path: NumberInputPath): NumberInputField {
  return INPUT_FIELDS[path];
}

/** A field's name inside its object: "rate" for "hourly.rate". */
export function keyOf(path: string): string {
  return path.slice(path.lastIndexOf('.') + 1);
}

/** The fields one object of the input takes ('' for the top level), as the parser lists them. */
export function fieldsOf(object: '' | 'hourly' | 'w4' | 'localServicesTax' | 'occupationalPrivilegeTax'): string[] {
  return INPUT_PATHS.filter((path) => {
    const spec: NumberInputField | OtherInputField = INPUT_FIELDS[path];
    const dot = path.lastIndexOf('.');
    return (dot === -1 ? '' : path.slice(0, dot)) === object && !(spec.type === 'number' && spec.solver === true);
  }).map(keyOf);
}

/** The lines of one Form W-4, in the list's order. */
export function w4Lines(form: W4FormYear): string[] {
  return INPUT_PATHS.filter((path) => {
    const spec: NumberInputField | OtherInputField = INPUT_FIELDS[path];
    return spec.w4Form === form;
  }).map(keyOf);
}

/** Every number the engine and its solver take, by path. */
export const NUMBER_INPUT_PATHS: readonly NumberInputPath[] = INPUT_PATHS.filter(
  (path): path is NumberInputPath => INPUT_FIELDS[path].type === 'number',
);
