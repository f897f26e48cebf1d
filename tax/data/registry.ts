import data2025 from './2025.json';
import data2026 from './2026.json';
import type { CompiledYear } from './compiled';
import { compileTaxYear, type CompileOutcome } from './compile-year';

/** The yearly data files, bundled as modules so the core does no file I/O and runs in the browser. */
const RAW_YEARS: ReadonlyMap<number, unknown> = new Map<number, unknown>([
  [2025, data2025],
  [2026, data2026],
]);

const cache = new Map<number, CompileOutcome>();

const YEARS: readonly number[] = [...RAW_YEARS.keys()].sort((a, b) => a - b);

export function supportedTaxYears(): number[] {
  return [...YEARS];
}

/** The same list without a copy, for the per-calculation input check. */
export function supportedTaxYearsView(): readonly number[] {
  return YEARS;
}

/** Validates and compiles a year's data on first use; undefined when there is no file for that year. */
export function loadTaxYear(year: number): CompileOutcome | undefined {
  const cached = cache.get(year);
  if (cached !== undefined) return cached;
  const raw = RAW_YEARS.get(year);
  if (raw === undefined) return undefined;
  const outcome = compileTaxYear(raw);
  if (outcome.ok && outcome.value.taxYear !== year) {
    const mismatch: CompileOutcome = { ok: false, errors: [`the ${year} data file says taxYear ${outcome.value.taxYear}`] };
    cache.set(year, mismatch);
    return mismatch;
  }
  cache.set(year, outcome);
  return outcome;
}

export type { CompiledYear };
