import type { StateCode } from '../generated/tax-year';
import type { CompiledOvertimeRule, MinimumWageAnswer, SourceRef, WeekPay, Worker } from '@/paylaw';
import type { Result } from './result';

export type { StateCode };

/** How a page cites a figure: the authority, the official title of what sets it, and the authority's own address. */
export interface Citation {
  /** Absent when a primary source without a `cite` stands for itself. */
  authority?: string;
  title: string;
  url?: string;
}

/** Every payroll period of Pub 15-T Worksheet 1A's line 1b table. */
export const PAY_FREQUENCIES = [
  'daily',
  'weekly',
  'biweekly',
  'semimonthly',
  'monthly',
  'quarterly',
  'semiannual',
  'annual',
] as const;
export type PayFrequency = (typeof PAY_FREQUENCIES)[number];

/** Pub 15-T line 1b: a daily payroll counts the 260 working days of a year. */
export const PERIODS_PER_YEAR: Readonly<Record<PayFrequency, number>> = {
  daily: 260,
  weekly: 52,
  biweekly: 26,
  semimonthly: 24,
  monthly: 12,
  quarterly: 4,
  semiannual: 2,
  annual: 1,
};

export const FILING_STATUSES = ['single', 'mfj', 'mfs', 'hoh'] as const;
export type FilingStatus = (typeof FILING_STATUSES)[number];

/** Form W-4 (2020 or later). Steps 3, 4(a) and 4(b) are annual; 4(c) is per pay period. */
export interface W4 {
  filingStatus: FilingStatus;
  step2Checkbox: boolean;
  step3: number;
  step4a: number;
  step4b: number;
  step4c: number;
}

export const PRE2020_MARITAL_STATUSES = ['single', 'married', 'marriedSingleRate'] as const;
export type Pre2020MaritalStatus = (typeof PRE2020_MARITAL_STATUSES)[number];

/** Form W-4 from 2019 or earlier: line 3 marital status, line 5 allowances, line 6 additional amount per pay period. */
export interface W4Pre2020 {
  maritalStatus: Pre2020MaritalStatus;
  allowances: number;
  additionalWithholding: number;
}

/** The employee's state certificate, with fields mapped from each state's form (see docs/tax-engine.md). */
export interface StateW4 {
  filingStatus?: string;
  allowances?: number;
  additionalAllowances?: number;
  dependents?: number;
  additionalWithholding?: number;
  exempt?: boolean;
  withholdingRate?: number;
  rateTable?: string;
  /** Local income tax rate as a fraction (Maryland or Indiana county of residence). */
  countyRate?: number;
  /** Annual dollar amount claimed (Mississippi 89-350 exemption; Colorado DR 0004 line 2). */
  exemptionAmount?: number;
  /** Local jurisdiction of residence on the form (New York IT-2104: newYorkCity, yonkers). */
  residence?: string;
  /** Allowances for the local tax where the form has its own line (IT-2104 line 2). */
  localAllowances?: number;
  /** IT-2104 line 4: extra New York City tax withheld each pay period, added to the NYC line. */
  additionalNewYorkCity?: number;
  /** IT-2104 line 5: extra Yonkers tax withheld each pay period, added to the Yonkers line. */
  additionalYonkers?: number;
  /** Locality the employee works in without living there (IT-2104: yonkers, for the nonresident earnings tax). */
  workplace?: string;
  /** Per pay period: the amount to withhold instead (MO W-4 line 3, MW-4 line 4) or to take off (CT-W4 line 3). */
  reducedWithholding?: number;
}

export const STATE_W4_FIELDS = [
  'filingStatus',
  'allowances',
  'additionalAllowances',
  'dependents',
  'additionalWithholding',
  'exempt',
  'withholdingRate',
  'rateTable',
  'countyRate',
  'exemptionAmount',
  'residence',
  'localAllowances',
  'additionalNewYorkCity',
  'additionalYonkers',
  'workplace',
  'reducedWithholding',
] as const;
export type StateW4Field = (typeof STATE_W4_FIELDS)[number];

export interface HourlyPay {
  rate: number;
  regularHours: number;
  overtimeHours: number;
  overtimeMultiplier: number;
}

/** Hours of work in a pay period (or a year), as the law splits them: straight time, time and a half, double time. */
export interface HoursWorked {
  regular: number;
  overtime: number;
  doubleTime: number;
}

/** The minimum wage a household owes on the pay date: the highest of the federal, state and local minimums that cover the worker. */
export interface MinimumWageFound {
  hourly: number;
  /** Whose minimum it is: "federal law", "California", "Seattle, WA". */
  jurisdiction: string;
  /** YYYY-MM-DD: the day this rate took effect. */
  effective: string;
  source: SourceRef;
  /** Set when a minimum the law adjusts every year has changed on this day and the new rate is not in the data yet: the minimum owed may be higher. */
  adjustmentMissingSince?: string;
}

/**
 * An hourly pay, worked out under pay law (paylaw/): the period's hours by kind, the regular rate, and the minimum wage
 * in force on the pay date. `week` holds the week as the law split it when the family gave a schedule; it is absent
 * when they gave the regular and overtime hours themselves.
 */
export interface PayHours {
  rate: number;
  regularRate: number;
  overtimeMultiplier: number;
  perPeriod: HoursWorked;
  worker: Worker;
  /** The place named in the input ("Seattle, WA"), when one was. */
  place: string | undefined;
  week: WeekPay | undefined;
  /** The overtime rules in force for this worker on the day, widest jurisdiction first. */
  rules: ReadonlyArray<{ jurisdiction: string; rule: CompiledOvertimeRule }>;
  minimumWage: MinimumWageAnswer;
  /** The day the minimum wage was read for, and whether the input gave it (else 1 January of the tax year). */
  date: string;
  dateGiven: boolean;
}

/** A validated request: every number finite and in range, gross pay already in whole cents. */
export interface PayrollInput {
  taxYear: number;
  state: StateCode;
  payFrequency: PayFrequency;
  grossPay: number;
  ytdWages: number;
  w4: W4;
  w4Given: boolean;
  /** Set when the employee's federal certificate is a Form W-4 from 2019 or earlier (`w4.formYear: 'pre2020'`); `w4` is then the default and unused. */
  w4Pre2020: W4Pre2020 | undefined;
  withholdFederalIncomeTax: boolean;
  /** Federal income tax withheld this period, for a state that subtracts it (Alabama, Oregon) when the family does not withhold it here. */
  federalTaxWithheld: number | undefined;
  /** The family's choice for state income tax; undefined leaves it to the state's rule (see tax/engine/state-election.ts). */
  withholdStateIncomeTax: boolean | undefined;
  suiRate: number | undefined;
  /** The state's SUI wage base, for states whose base the data does not know. */
  suiWageBase: number | undefined;
  annualCashWages: number | undefined;
  payDate: string | undefined;
  stateW4: StateW4 | undefined;
  /** Flat local wage tax rate (Pennsylvania EIT, Ohio municipal, Kentucky occupational), as a fraction. */
  localTaxRate: number | undefined;
  /** Pennsylvania Local Services Tax: the amount per pay period, and how much of it was withheld earlier this year. */
  localServicesTax: { perPeriod: number; withheldSoFar: number } | undefined;
  /** Denver Occupational Privilege Tax: this calendar month's wages for work there (this pay included), and whether this month's tax was already withheld. */
  occupationalPrivilegeTax: { wagesThisMonth: number; withheldThisMonth: boolean } | undefined;
  /** Set when the pay is hourly: the hours and the minimum wage behind `grossPay`. */
  hours: PayHours | undefined;
}

export interface PayrollInputError {
  /** Dotted path of the offending input field, e.g. `w4.filingStatus`; empty for the whole input. */
  path: string;
  message: string;
}

export interface TaxLine {
  code: string;
  label: string;
  amount: number;
}

export interface EmployeeBreakdown {
  socialSecurity: number;
  medicare: number;
  additionalMedicare: number;
  federalIncomeTax: number;
  stateIncomeTax: number;
  otherTaxes: TaxLine[];
  netPay: number;
}

export interface EmployerBreakdown {
  socialSecurity: number;
  medicare: number;
  futa: number;
  sui: number;
  otherTaxes: TaxLine[];
  totalTaxes: number;
  totalCost: number;
}

export interface PayBreakdown {
  grossPay: number;
  /** For an hourly pay: the hours behind the gross pay, and the rate overtime is paid on. */
  hours?: HoursWorked;
  regularRate?: number;
  employee: EmployeeBreakdown;
  employer: EmployerBreakdown;
}

export interface PayrollResult {
  perPeriod: PayBreakdown;
  annual: PayBreakdown;
  /** For an hourly pay: the minimum wage in force on the pay date, or null where none covers the worker. */
  minimumWage?: MinimumWageFound | null;
  notes: string[];
}

/** A result whose problems are input errors with a path. */
export type Outcome<T> = Result<T, PayrollInputError>;
