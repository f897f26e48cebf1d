/**
 * Which states and years carry a list of local taxing places, and each list as its own module:
 * light enough for the calculator to ask whether to offer the search before loading any list
 * or the search code.
 */
import { LOCALITY_MODULES } from '../generated/localities-index';
import type { LocalityTable } from './table';

function key(state: string, taxYear: number): string {
  return `${state.trim().toUpperCase()}-${taxYear}`;
}

/** Whether a list of places exists for the state and year (the calculator offers the search only then). */
export function hasLocalities(state: string, taxYear: number): boolean {
  return key(state, taxYear) in LOCALITY_MODULES;
}

export async function loadLocalities(state: string, taxYear: number): Promise<LocalityTable | undefined> {
  const load = LOCALITY_MODULES[key(state, taxYear)];
  return load === undefined ? undefined : load();
}
