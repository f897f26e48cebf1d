/**
 * What the generated year modules (tax/generated/tax-data-<year>.ts) are
 * written with: the year already compiled by `npm run gen`, in a compact form
 * that these few functions expand when the module loads. The browser so gets
 * no compile step, no cross-checks and no field the runtime does not read.
 * tax/data/compact-source.ts writes the modules; a test checks that each one
 * expands to exactly what the compile step makes of its data file.
 */
import type {
  AllowanceValue,
  Bracket,
  CompiledCertificate,
  CompiledDeduction,
  CompiledIncomeTax,
  CompiledLocality,
  CompiledProgram,
  CompiledRounding,
  CompiledSchedule,
  CompiledState,
  HouseholdWithholding,
  PeriodTable,
} from './compiled';

type Formula = Extract<CompiledIncomeTax, { method: 'formula' }>;

/**
 * Each compiled type with its most common values: a module gives only the
 * fields that differ. Functions, so no two objects share a default Map or array.
 */
export const SHAPES = {
  deduction: (): CompiledDeduction => ({
    amount: 0,
    percentOfWages: 0,
    minimum: 0,
    maximum: Number.POSITIVE_INFINITY,
    phaseOut: undefined,
  }),
  phaseOut: (): NonNullable<CompiledDeduction['phaseOut']> => ({
    start: 0,
    rate: 0,
    step: undefined,
    partialStep: false,
    floor: 0,
  }),
  allowance: (): AllowanceValue => ({ deduction: 0, credit: 0, deductionByWages: undefined }),
  householdWithholding: (): HouseholdWithholding => ({ rule: 'voluntary', reason: '', link: undefined }),
  schedule: (): CompiledSchedule => ({
    standardDeduction: SHAPES.deduction(),
    byAllowances: undefined,
    personalExemption: 0,
    personalCredit: 0,
    personalCreditPhaseOut: undefined,
    noWithholdingAtOrBelow: 0,
    brackets: [],
    lowWageAddition: undefined,
    federalTaxDeductionByWages: undefined,
    allowancesIgnoredAbove: Number.POSITIVE_INFINITY,
    additionsByWages: [],
    additionsOnTaxable: false,
    creditRateByWages: undefined,
    periodTables: new Map(),
  }),
  periodTable: (): PeriodTable => ({
    deduction: 0,
    perAllowance: 0,
    brackets: [],
    atLeast: false,
    roundProducts: 'cent',
    noWithholdingAtOrBelow: 0,
    allowanceCredits: [],
    additionalAllowanceDeductions: [],
    personalCredit: 0,
    creditPhaseOut: undefined,
    allowancesIgnoredAbove: Number.POSITIVE_INFINITY,
    allowanceDeductions: [],
    additionalAllowanceCredit: 0,
    noWithholdingBelowWithAllowances: 0,
    periods: 0,
    flatRatesOnWhole: [],
  }),
  certificate: (): CompiledCertificate => ({
    form: '',
    statuses: new Map(),
    defaultStatus: '',
    defaultAllowances: 0,
    fields: new Map(),
    electedRates: undefined,
    rateTables: new Map(),
    limits: new Map(),
    exemptionAmountUse: 'deduction',
    reducedWithholdingUse: undefined,
  }),
  rounding: (): CompiledRounding => ({
    periodDeductions: undefined,
    taxableMidpoint: undefined,
    taxableWages: undefined,
    annualTax: undefined,
    periodTax: undefined,
  }),
  locality: (): CompiledLocality => ({
    code: '',
    label: '',
    rateOfStateTax: 0,
    schedules: new Map(),
    allowanceDeduction: 0,
    note: undefined,
    onStateTaxable: false,
    additionalField: undefined,
    wholeRateByTaxable: new Map(),
  }),
  formula: (): Formula => ({
    method: 'formula',
    effectiveFrom: '',
    approximation: undefined,
    note: undefined,
    certificate: SHAPES.certificate(),
    schedules: new Map(),
    perAllowance: {
      allowances: SHAPES.allowance(),
      additionalAllowances: SHAPES.allowance(),
      dependents: SHAPES.allowance(),
    },
    federalTaxDeductionMaximum: undefined,
    localTax: undefined,
    localities: new Map(),
    workLocalities: new Map(),
    ficaDeductionMaximum: undefined,
    rounding: SHAPES.rounding(),
    dailyPeriods: undefined,
  }),
  program: (): CompiledProgram => ({
    code: '',
    label: '',
    payer: 'employee',
    rate: null,
    annualWageBase: undefined,
    weeklyWageCap: undefined,
    weeklyMaximum: undefined,
    annualMaximum: undefined,
    effectiveFrom: undefined,
    effectiveUntil: undefined,
    note: undefined,
  }),
  state: (): CompiledState => ({
    code: 'AL',
    name: '',
    suiWageBase: null,
    suiNewEmployerRate: null,
    suiNewEmployerRange: undefined,
    suiNote: undefined,
    suiHouseholdThreshold: undefined,
    incomeTax: [],
    programs: [],
    localWageTax: undefined,
    localServicesTax: undefined,
    occupationalPrivilegeTax: undefined,
    householdWithholding: undefined,
  }),
};

export type ShapeName = keyof typeof SHAPES;
type Shaped<Name extends ShapeName> = ReturnType<(typeof SHAPES)[Name]>;

/** A compiled object of that type from the fields that differ from its defaults. */
export function shaped<Name extends ShapeName>(name: Name): (fields: Partial<Shaped<Name>>) => Shaped<Name> {
  // The factory and the fields are of the same type; TypeScript cannot follow `name` through the lookup.
  const defaults = SHAPES[name] as () => Shaped<Name>;
  return (fields) => ({ ...defaults(), ...fields });
}

/** Rows of numbers given flat, `keys.length` numbers a row: [{ over, value }, ...] from [over, value, over, value, ...]. */
export function rows<const Key extends string>(keys: readonly Key[], flat: readonly number[]): Record<Key, number>[] {
  const out: Record<Key, number>[] = [];
  for (let at = 0; at < flat.length; at += keys.length) {
    const row: Partial<Record<Key, number>> = {};
    keys.forEach((key, i) => (row[key] = flat[at + i] ?? 0));
    out.push(row as Record<Key, number>);
  }
  return out;
}

/** Row `over` of a table whose rows above are `previous`: the running tax, as the compile step adds it (tax/data/brackets.ts). */
const runningBase = (previous: Bracket | undefined, over: number) =>
  previous === undefined ? 0 : previous.base + previous.rate * (over - previous.over);

/**
 * A bracket table whose bases are the running tax of the rows above, given as
 * [over, rate, over, rate, ...]: the same arithmetic as the compile step, so
 * the bases come out to the same last bit.
 */
export function runningBrackets(flat: readonly number[]): Bracket[] {
  const out: Bracket[] = [];
  let previous: Bracket | undefined;
  for (let at = 0; at < flat.length; at += 2) {
    const over = flat[at] ?? 0;
    previous = { over, base: runningBase(previous, over), rate: flat[at + 1] ?? 0 };
    out.push(previous);
  }
  return out;
}

/**
 * A bracket table with printed bases, given as [over, rate, cents, ...]: each
 * base is the running total rounded to the cent plus `cents` hundredths
 * (published tables round, so they differ by a few cents). Small whole numbers
 * take far less room than the printed amounts. The writer uses this form only
 * where it gives back every printed base exactly, else `rows` with the bases.
 */
export function printedBrackets(flat: readonly number[]): Bracket[] {
  const out: Bracket[] = [];
  let previous: Bracket | undefined;
  for (let at = 0; at < flat.length; at += 3) {
    const over = flat[at] ?? 0;
    previous = {
      over,
      base: (Math.round(runningBase(previous, over) * 100) + (flat[at + 2] ?? 0)) / 100,
      rate: flat[at + 1] ?? 0,
    };
    out.push(previous);
  }
  return out;
}
