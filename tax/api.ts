/** The engine's public functions and types, shared by the entry points (index.ts, browser.ts). */
export { calculatePayroll } from './engine/payroll';
export { calculateWithLineNotes } from './engine/line-notes';
export type { LineNotes, MathLineKey, NotedResult } from './engine/line-notes';
export type { YearChange } from './engine/year-changes';
export { solveGrossForNet } from './solver/gross-for-net';
export type { SolveGrossForNetRequest, SolveGrossForNetResult } from './solver/gross-for-net';
export { hasTaxState, supportedTaxYears } from './data/registry';
export { ensureTaxState, ensureTaxYear } from './data/ensure-tax-year';
export { taxYearFor, type TaxYearChoice } from './data/tax-year-for';
export { isShippedTaxYear } from './data/shipped-years';
export {
  DRAFT_TAX_YEARS,
  LATEST_SHIPPED_TAX_YEAR,
  SHIPPED_TAX_YEARS,
  type ShippedTaxYear,
} from './generated/tax-years';
export { describeState, describeStates } from './engine/describe';
export { engineTextsCover, ensureEngineLocale, isEngineLocaleLoaded, loadEngineTexts } from './engine/text';
export { ENGINE_LOCALES, type DataTexts, type EngineLocale, type TextOptions } from './core/text-locale';
export { householdThresholds, type HouseholdThresholds } from './engine/household-thresholds';
export type { StateSummary } from './engine/describe';
export type {
  EmployeeBreakdown,
  EmployerBreakdown,
  FilingStatus,
  HourlyPay,
  HoursWorked,
  MinimumWageFound,
  Outcome,
  PayBreakdown,
  PayFrequency,
  PayrollInputError,
  PayrollResult,
  StateW4,
  TaxLine,
  W4,
} from './core/types';
export { careTaxBreaksFor, type CareTaxBreaks } from './engine/care-tax-breaks';
export type { CareTaxBreakEstimate, CareTaxBreakInput } from './federal/care-tax-breaks';
