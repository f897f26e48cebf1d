/**
 * Pay law for household employers: which hours of a week are overtime, at what rate, and the minimum wage in force,
 * by federal, state and local law together. Pure and browser-safe; the rules are compiled by `npm run gen` from
 * paylaw/data (docs/pay-law.md).
 */
export { PAY_LAW_RULES } from './generated/pay-law-rules';
export {
  DUTIES,
  type Applies,
  type CompiledLocality,
  type CompiledOvertimeRule,
  type CompiledPayLaw,
  type Duty,
  type SourceRef,
} from './core/types';
export type { StateCode } from './core/types';
export { toHundredths } from './hours/hundredths';
export type { HourSplit } from './hours/split';
export type { Worker } from './rules/applies';
export { jurisdictionsAt } from './rules/jurisdictions';
export { minimumWageOn, nextAnniversary, type MinimumWageAnswer, type MinimumWageAt } from './rules/minimum-wage';
export { findPlace, placeKey, placeLabels, type PlaceFound } from './rules/places';
export { describeRule } from './rules/describe-rule';
export {
  DOUBLE_TIME_MULTIPLIER,
  OVERTIME_MULTIPLIER,
  payForWeek,
  rulesFor,
  type AppliedRule,
  type WeekInput,
  type WeekPay,
} from './week';
