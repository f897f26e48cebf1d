import type { CompiledYear } from './compiled';
import { loadTaxYear } from './registry';

/** For tests: a year's compiled data, failing loudly if it does not load. */
export function requireYear(year: number): CompiledYear {
  const loaded = loadTaxYear(year);
  if (loaded === undefined) throw new Error(`no data file for ${year}`);
  return loaded;
}
