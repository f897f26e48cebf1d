/**
 * Household payroll tax engine: pure functions over validated yearly data.
 * Browser-safe (no Node imports); the CLI in cli.ts is the only I/O.
 */
export { calculatePayroll } from './engine/payroll';
export { solveGrossForNet } from './solver/gross-for-net';
export type { SolveGrossForNetRequest, SolveGrossForNetResult } from './solver/gross-for-net';
export { supportedTaxYears } from './data/registry';
export { describeStates } from './engine/describe';
export type { StateSummary } from './engine/describe';
export type {
  EmployeeBreakdown,
  EmployerBreakdown,
  FilingStatus,
  HourlyPay,
  Outcome,
  PayBreakdown,
  PayFrequency,
  PayrollInputError,
  PayrollResult,
  StateW4,
  TaxLine,
  W4,
} from './core/types';
