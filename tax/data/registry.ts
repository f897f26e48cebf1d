import { isStateCode } from '../core/state-codes';
import type { CompiledState, CompiledYear } from './compiled';

/**
 * The yearly data, schema-checked, cross-checked and compiled by `npm run gen`
 * into modules (tax/generated: a year's federal figures, each of its states,
 * and the whole year), so the core does no file I/O, no schema validation and
 * no compile step, and runs in the browser. Each entry point registers what it
 * offers at start-up (tax/index.ts every shipped year whole, tax/browser.ts the
 * latest year's federal figures), so a page downloads only the data it uses;
 * a year or a state can be registered later too (ensureTaxYear,
 * ensureTaxState), and every calculation reads the data as it is then.
 *
 * A registration never changes a registered year in place: it registers a new
 * year object with the states known so far, so whatever the engine cached for
 * the earlier object (keyed by it) cannot stand for the new one.
 */
const YEAR_DATA = new Map<number, CompiledYear>();
let YEARS: readonly number[] = [];

/** Registers a year's federal figures and the states it carries, keeping the states already registered for it. */
export function registerTaxYear(data: CompiledYear): void {
  const known = YEAR_DATA.get(data.taxYear)?.states;
  const states = known === undefined || known.size === 0 ? data.states : new Map([...known, ...data.states]);
  YEAR_DATA.set(data.taxYear, { ...data, states });
  YEARS = [...YEAR_DATA.keys()].sort((a, b) => a - b);
}

/** Adds a state to a registered year; false when the year itself is not registered. */
export function registerTaxState(taxYear: number, state: CompiledState): boolean {
  const year = YEAR_DATA.get(taxYear);
  if (year === undefined) return false;
  YEAR_DATA.set(taxYear, { ...year, states: new Map([...year.states, [state.code, state]]) });
  return true;
}

/** Whether a state's figures for a year are registered, so it can be calculated now. */
export function hasTaxState(taxYear: number, code: string): boolean {
  return isStateCode(code) && YEAR_DATA.get(taxYear)?.states.has(code) === true;
}

export function supportedTaxYears(): number[] {
  return [...YEARS];
}

/** The same list without a copy, for the per-calculation input check. */
export function supportedTaxYearsView(): readonly number[] {
  return YEARS;
}

/** A year's compiled data; undefined when there is no data file for that year. */
export function loadTaxYear(year: number): CompiledYear | undefined {
  return YEAR_DATA.get(year);
}

export type { CompiledYear };
