/**
 * Loads a shipped year's data on demand and registers it, for the browser
 * entry, which registers only the latest year at start-up. Each year is its
 * own chunk (tax/generated/tax-years.ts), fetched once however many callers
 * ask at the same time.
 */
import { TAX_YEAR_MODULES } from '../generated/tax-years';
import { loadTaxYear, registerTaxYear } from './registry';
import { isShippedTaxYear } from './shipped-years';

const loading = new Map<number, Promise<boolean>>();

/**
 * Resolves to whether the year can be calculated: true once it is registered,
 * false for a year that does not ship (a draft, or no data). Rejects only when
 * the year's chunk cannot be fetched (offline), and a later call tries again.
 */
export function ensureTaxYear(year: number): Promise<boolean> {
  if (loadTaxYear(year) !== undefined) return Promise.resolve(true);
  if (!isShippedTaxYear(year)) return Promise.resolve(false);
  const pending = loading.get(year);
  if (pending !== undefined) return pending;
  const load = TAX_YEAR_MODULES[year]()
    .then((data) => {
      registerTaxYear(data);
      return true;
    })
    .finally(() => loading.delete(year));
  loading.set(year, load);
  return load;
}
