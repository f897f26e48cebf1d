/**
 * Loads shipped data on demand and registers it, for the browser entry, which
 * registers only the latest year's federal figures at start-up. Each year's
 * federal figures and each of its states is its own chunk
 * (tax/generated/tax-years.ts), fetched once however many callers ask at the
 * same time.
 */
import { isStateCode } from '../core/state-codes';
import { TAX_STATE_MODULES, TAX_YEAR_MODULES } from '../generated/tax-years';
import { hasTaxState, loadTaxYear, registerTaxState, registerTaxYear } from './registry';
import { isShippedTaxYear } from './shipped-years';

const loadingYears = new Map<number, Promise<boolean>>();
const loadingStates = new Map<string, Promise<boolean>>();

/** One fetch for however many callers ask while it runs; a failed one is tried again by the next caller. */
function once<K>(pending: Map<K, Promise<boolean>>, key: K, load: () => Promise<boolean>): Promise<boolean> {
  const running = pending.get(key);
  if (running !== undefined) return running;
  const started = load().finally(() => pending.delete(key));
  pending.set(key, started);
  return started;
}

/**
 * Resolves to whether the year can be calculated once its state is loaded:
 * true once it is registered, false for a year that does not ship (a draft,
 * or no data). Rejects only when the year's chunk cannot be fetched (offline),
 * and a later call tries again.
 */
export function ensureTaxYear(year: number): Promise<boolean> {
  if (loadTaxYear(year) !== undefined) return Promise.resolve(true);
  if (!isShippedTaxYear(year)) return Promise.resolve(false);
  return once(loadingYears, year, () =>
    TAX_YEAR_MODULES[year]().then((federal) => {
      if (loadTaxYear(year) === undefined) registerTaxYear({ taxYear: year, federal, states: new Map() });
      return true;
    }),
  );
}

/**
 * Resolves to whether a state can be calculated for a year: its year and the state's own figures loaded and
 * registered. False for a year that does not ship or a code that is no state; rejects, like ensureTaxYear, only when
 * a chunk cannot be fetched, and a later call tries again.
 */
export async function ensureTaxState(year: number, state: string): Promise<boolean> {
  if (hasTaxState(year, state)) return true;
  if (!isStateCode(state)) return false;
  if (!(await ensureTaxYear(year)) || !isShippedTaxYear(year)) return false;
  const load = TAX_STATE_MODULES[year][state];
  if (load === undefined) return false;
  return once(loadingStates, `${year}:${state}`, () => load().then((compiled) => registerTaxState(year, compiled)));
}
