import type { CompiledYear } from './compiled';

/**
 * The yearly data, schema-checked, cross-checked and compiled by `npm run gen`
 * into modules (tax/generated/tax-data-<year>.ts), so the core does no file
 * I/O, no schema validation and no compile step, and runs in the browser. Each
 * entry point registers the years it offers at start-up (tax/index.ts every
 * shipped year, tax/browser.ts the latest), so a page downloads only the data
 * it uses; a year can be registered later too (ensureTaxYear), and every
 * calculation reads the list as it is then.
 */
const YEAR_DATA = new Map<number, CompiledYear>();
let YEARS: readonly number[] = [];

export function registerTaxYear(data: CompiledYear): void {
  YEAR_DATA.set(data.taxYear, data);
  YEARS = [...YEAR_DATA.keys()].sort((a, b) => a - b);
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
