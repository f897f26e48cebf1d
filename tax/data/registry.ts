import type { TaxYear } from '../generated/tax-year';
import type { CompiledYear } from './compiled';
import { compileTaxData, type CompileOutcome } from './compile-year';

/**
 * The yearly data, schema-checked and written as modules by `npm run gen`, so the
 * core does no file I/O and no schema validation and runs in the browser. Each
 * entry point registers the years it offers (tax/index.ts every year,
 * tax/browser.ts only the current one), so a page downloads only the data it uses.
 */
const RAW_YEARS = new Map<number, TaxYear>();
const cache = new Map<number, CompileOutcome>();
let YEARS: readonly number[] = [];

export function registerTaxYear(data: TaxYear): void {
  RAW_YEARS.set(data.taxYear, data);
  cache.delete(data.taxYear);
  YEARS = [...RAW_YEARS.keys()].sort((a, b) => a - b);
}

export function supportedTaxYears(): number[] {
  return [...YEARS];
}

/** The same list without a copy, for the per-calculation input check. */
export function supportedTaxYearsView(): readonly number[] {
  return YEARS;
}

/** Cross-checks and compiles a year's data on first use; undefined when there is no file for that year. */
export function loadTaxYear(year: number): CompileOutcome | undefined {
  const cached = cache.get(year);
  if (cached !== undefined) return cached;
  const raw = RAW_YEARS.get(year);
  if (raw === undefined) return undefined;
  const outcome = compileTaxData(raw);
  if (outcome.ok && outcome.value.taxYear !== year) {
    const mismatch: CompileOutcome = { ok: false, errors: [`the ${year} data file says taxYear ${outcome.value.taxYear}`] };
    cache.set(year, mismatch);
    return mismatch;
  }
  cache.set(year, outcome);
  return outcome;
}

export type { CompiledYear };
