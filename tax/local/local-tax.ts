/**
 * One interface for the local taxes a family enters beside the state's withholding (a flat local
 * wage tax, Pennsylvania's Local Services Tax, Denver's Occupational Privilege Tax). The engine, its
 * explanation, its line notes and the state summaries go through it and name none of them.
 */
import type { PayrollInput, PayrollInputError } from '../core/types';
import type { CompiledState } from '../data/compiled';
import type { LocalTaxId } from './local-tax-inputs';

/** A figure of "show the math": entered by the user (no data path) or read from the state's data. */
export interface LocalTaxFigure {
  label: string;
  value: number;
  format: 'money' | 'percent';
  /** The figure's place in the state's data ("localServicesTax/annualMaximum"); absent for what the user entered. */
  data?: string;
}

/** What one local tax comes to in one calculation, once its input is checked. */
export interface LocalTaxPlan {
  code: string;
  label: string;
  /** The amount for one paycheck of these wages. */
  perPeriod: (wages: number) => number;
  /** The year's own figure where it is not the sum of its paychecks (a monthly tax, a yearly cap). */
  year: number | undefined;
  /** A note for the result's notes. */
  note: string | undefined;
}

/** What a page needs to know of a local tax the state has: its name and the figures that bound it. */
export type LocalTaxSummary =
  | { id: 'wage'; label: string; maximumRate: number }
  | { id: 'services'; label: string; annualMaximum: number }
  | { id: 'occupationalPrivilege'; label: string; monthlyAmount: number; monthlyWageThreshold: number };

export interface LocalTax {
  id: LocalTaxId;
  /** The code of its line in `employee.otherTaxes`. */
  code: string;
  /** Whether the input asks for it. */
  given: (input: PayrollInput) => boolean;
  /** Why the input cannot have it in this state (the state has no such tax, or a figure is out of bounds). */
  check: (state: CompiledState, input: PayrollInput) => PayrollInputError | undefined;
  /** Its amounts for a checked input that asks for it. */
  plan: (state: CompiledState, input: PayrollInput, periods: number) => LocalTaxPlan | undefined;
  /** The note shown beside its line. */
  lineNote: (state: CompiledState) => string | undefined;
  figures: (state: CompiledState, input: PayrollInput) => LocalTaxFigure[];
  /** Undefined where the state has no such tax. */
  summary: (state: CompiledState) => LocalTaxSummary | undefined;
}
