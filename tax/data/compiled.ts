import type { StateCode } from '../generated/tax-year';
import type { StateW4Field } from '../core/types';
import type { WageTier } from '../core/tiers';

/** Tax data resolved for fast arithmetic: plain numbers, bracket bases filled in, unknowns as null. */
export interface Bracket {
  over: number;
  base: number;
  rate: number;
}

export interface FederalTables {
  mfj: Bracket[];
  single: Bracket[];
  hoh: Bracket[];
}

export interface CompiledFederal {
  ssEmployeeRate: number;
  ssEmployerRate: number;
  ssWageBase: number;
  medicareEmployeeRate: number;
  medicareEmployerRate: number;
  additionalMedicareRate: number;
  additionalMedicareThreshold: number;
  futaNetRate: number;
  futaWageBase: number;
  creditReductionsKnown: boolean;
  creditReductionNote: string | undefined;
  creditReductions: Partial<Record<StateCode, number>>;
  ficaAnnualThreshold: number;
  futaQuarterThreshold: number;
  line1g: { mfj: number; other: number };
  /** Worksheet 1A line 1k, per allowance on a 2019-or-earlier Form W-4; null where the year's data has none. */
  allowanceAmount: number | null;
  standard: FederalTables;
  checkbox: FederalTables;
  /** The family's own tax breaks for care; undefined where the year's data has none. */
  careTaxBreaks: CompiledCareTaxBreaks | undefined;
}

export interface CompiledCareTaxBreaks {
  expenseLimit: { one: number; twoOrMore: number };
  maximumRate: number;
  /** One percentage point off per step (or part of one) of AGI above the threshold, not below the floor. */
  reductions: Array<{ over: number; overJoint: number; step: number; stepJoint: number; floor: number }>;
  fsaLimit: { default: number; marriedSeparately: number };
}

export interface AllowanceValue {
  deduction: number;
  credit: number;
  /** Rows by increasing `over`; when present they replace `deduction` (Alabama dependents). */
  deductionByWages: WageTier[] | undefined;
}

export interface CompiledDeduction {
  amount: number;
  percentOfWages: number;
  minimum: number;
  maximum: number;
  phaseOut: { start: number; rate: number; step: number | undefined; partialStep: boolean; floor: number } | undefined;
}

export interface CompiledSchedule {
  standardDeduction: CompiledDeduction;
  byAllowances:
    | {
        minimumAllowances: number;
        standardDeduction: CompiledDeduction;
        noWithholdingAtOrBelow: number;
        schedule: string | undefined;
      }
    | undefined;
  personalExemption: number;
  personalCredit: number;
  personalCreditPhaseOut: { start: number; rate: number } | undefined;
  noWithholdingAtOrBelow: number;
  brackets: Bracket[];
  lowWageAddition: { atOrBelow: number; amount: number } | undefined;
  /** Rows by increasing `from`; undefined: the formula-wide federalTaxDeductionMaximum applies. */
  federalTaxDeductionByWages: { from: number; maximum: number }[] | undefined;
  allowancesIgnoredAbove: number;
  /** Tables of amounts added to the annual tax by wages (Connecticut add-back and recapture). */
  additionsByWages: WageTier[][];
  /** Read those tables by the taxable amount instead (Arkansas). */
  additionsOnTaxable: boolean;
  /** Fraction of the tax taken off by wages (Connecticut personal credit); undefined: none. */
  creditRateByWages: WageTier[] | undefined;
  /** Printed per-period tables by periods per year (New York); a frequency without one uses the annual figures. */
  periodTables: ReadonlyMap<number, PeriodTable>;
}

export interface PeriodTable {
  deduction: number;
  perAllowance: number;
  brackets: Bracket[];
  atLeast: boolean;
  /** `none`: the product is not rounded, only the result (West Virginia). */
  roundProducts: RoundTo | 'none';
  noWithholdingAtOrBelow: number;
  allowanceCredits: readonly number[];
  additionalAllowanceDeductions: readonly number[];
  personalCredit: number;
  creditPhaseOut: { over: number; rate: number } | undefined;
  allowancesIgnoredAbove: number;
  allowanceDeductions: readonly number[];
  additionalAllowanceCredit: number;
  noWithholdingBelowWithAllowances: number;
  /** Pay periods in a year for this table's frequency. */
  periods: number;
  /** Flat rates on the whole net wages from an annualized amount (New York Method III), increasing. */
  flatRatesOnWhole: readonly { annualizedAtLeast: number; rate: number }[];
}

export interface CompiledCertificate {
  form: string;
  statuses: ReadonlyMap<string, { label: string; schedule: string }>;
  defaultStatus: string;
  defaultAllowances: number;
  fields: ReadonlyMap<StateW4Field, string>;
  electedRates: { allowed: number[]; default: number } | undefined;
  rateTables: ReadonlyMap<string, string>;
  /** The form's range for numeric fields. */
  limits: ReadonlyMap<StateW4Field, { minimum: number; maximum: number }>;
  exemptionAmountUse: 'deduction' | 'replacesStandardDeduction' | 'credit';
  /** How reducedWithholding counts; undefined where the form has no such line. */
  reducedWithholdingUse: 'replacesWithholding' | 'subtracted' | undefined;
}

export type RoundTo = 'cent' | 'dollar';

/** Where the publication rounds; undefined steps are not rounded (the result is rounded to the cent once). */
export interface CompiledRounding {
  periodDeductions: 'cent' | 'centEach' | undefined;
  taxableMidpoint: { step: number; below: number } | undefined;
  taxableWages: 'dollar' | undefined;
  annualTax: RoundTo | undefined;
  periodTax: RoundTo | undefined;
}

/** A local income tax chosen by residence (New York City: own schedule; Yonkers: share of the state tax). */
export interface CompiledLocality {
  code: string;
  label: string;
  rateOfStateTax: number;
  schedules: ReadonlyMap<string, CompiledSchedule>;
  allowanceDeduction: number;
  note: string | undefined;
  /** Applies to the state's taxable wages and replaces the county rate line (Maryland counties with graduated rates). */
  onStateTaxable: boolean;
  /** By state schedule: one rate on the whole taxable amount, by band (Frederick County). */
  wholeRateByTaxable: ReadonlyMap<string, WageTier[]>;
  /** The certificate field whose per-period amount is added to this line (IT-2104 lines 4 and 5). */
  additionalField: 'additionalNewYorkCity' | 'additionalYonkers' | undefined;
}

/** One pay frequency's bands: nothing below `noTaxBelow`; from each `atLeast`, `amount` is excluded from the wages. */
export interface WorkLocalityBands {
  noTaxBelow: number;
  exclusions: readonly { atLeast: number; amount: number }[];
}

/** A tax on nonresidents' wages earned in the locality, chosen by the certificate's workplace (Yonkers). */
export interface CompiledWorkLocality {
  code: string;
  label: string;
  rate: number;
  /** Residents of this locality (a residence key) pay its resident tax instead. */
  residentsExcluded: string | undefined;
  additionalField: 'additionalNewYorkCity' | 'additionalYonkers' | undefined;
  note: string | undefined;
  /** By periods per year. */
  bands: ReadonlyMap<number, WorkLocalityBands>;
}

/** A county tax on the state's taxable wages (Maryland, Indiana). */
export interface CompiledLocalTax {
  code: string;
  label: string;
  /** undefined: no default; without the employee's countyRate nothing is computed. */
  defaultRate: number | undefined;
  defaultLabel: string | undefined;
}

export type CompiledIncomeTax =
  | { method: 'none'; effectiveFrom: string; note: string | undefined }
  | { method: 'unknown'; effectiveFrom: string; note: string }
  | {
      method: 'formula';
      effectiveFrom: string;
      approximation: string | undefined;
      note: string | undefined;
      certificate: CompiledCertificate;
      schedules: ReadonlyMap<string, CompiledSchedule>;
      perAllowance: { allowances: AllowanceValue; additionalAllowances: AllowanceValue; dependents: AllowanceValue };
      /** undefined: no federal subtraction; Infinity: all of the federal tax withheld (Alabama). */
      federalTaxDeductionMaximum: number | undefined;
      /** Local tax withheld on the same taxable wages (Maryland, Indiana counties); undefined: none. */
      localTax: CompiledLocalTax | undefined;
      localities: ReadonlyMap<string, CompiledLocality>;
      workLocalities: ReadonlyMap<string, CompiledWorkLocality>;
      /** Annual cap on the Social Security and Medicare subtracted from wages (Massachusetts); undefined: none. */
      ficaDeductionMaximum: number | undefined;
      rounding: CompiledRounding;
      /** Days a year a daily payroll's annual figures are divided by, where the publication does not use Pub 15-T's 260 (Georgia 365); undefined: 260. */
      dailyPeriods: number | undefined;
    };

export interface CompiledProgram {
  code: string;
  label: string;
  payer: 'employee' | 'employer';
  rate: number | null;
  /** undefined: no cap; null: a cap exists but its amount is unknown. */
  annualWageBase: number | null | undefined;
  weeklyWageCap: number | null | undefined;
  weeklyMaximum: number | null | undefined;
  annualMaximum: number | null | undefined;
  effectiveFrom: string | undefined;
  effectiveUntil: string | undefined;
  note: string | undefined;
}

export interface HouseholdWithholding {
  rule: 'voluntary' | 'required' | 'notPermitted';
  reason: string;
  /** Where a page tells a family that the state decides for them (required, not permitted), the publication it links to. */
  link: { title: string; url: string | undefined } | undefined;
}

export interface CompiledState {
  code: StateCode;
  name: string;
  suiWageBase: number | null;
  suiNewEmployerRate: number | null;
  /** Where the state assigns new employers a rate from a published range instead of one rate. */
  suiNewEmployerRange: { min: number; max: number; note: string | undefined } | undefined;
  suiNote: string | undefined;
  /** When a family becomes liable for the state's unemployment tax on household employees: cash wages of at least `value` in a calendar quarter or year; value null where the agency's rule was not found, undefined where the data does not say. */
  suiHouseholdThreshold: { value: number | null; period: 'calendarQuarter' | 'calendarYear' } | undefined;
  /** Sorted by effectiveFrom. */
  incomeTax: CompiledIncomeTax[];
  programs: CompiledProgram[];
  /** Set where localities tax wages at a flat rate the user enters (localTaxRate). */
  localWageTax: { label: string; maximumRate: number; note: string | undefined } | undefined;
  /** Set where a flat per-period local tax may be entered (Pennsylvania Local Services Tax), with its yearly cap. */
  localServicesTax: { label: string; annualMaximum: number; note: string | undefined } | undefined;
  /** Set where a fixed monthly local tax may be entered (Denver Occupational Privilege Tax, employee share). */
  occupationalPrivilegeTax:
    { label: string; monthlyAmount: number; monthlyWageThreshold: number; note: string | undefined } | undefined;
  /** Whether the state requires, leaves voluntary or forbids withholding from a household employee's wages, and its guidance in a sentence; undefined where the data does not say. */
  householdWithholding: HouseholdWithholding | undefined;
}

export interface CompiledYear {
  taxYear: number;
  federal: CompiledFederal;
  states: ReadonlyMap<StateCode, CompiledState>;
}
