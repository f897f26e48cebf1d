/**
 * The lookup the calculator calls: each state's list is its own module,
 * loaded only when a family picks that state.
 */
import { searchLocalities, type LocalitySearch, type SearchOptions } from './search';
import type { LocalityTable } from './table';

const LOADERS: Readonly<Record<string, () => Promise<LocalityTable>>> = {
  'IN-2026': () => import('../generated/localities-in-2026').then((module) => module.localitiesIn2026),
  'OH-2026': () => import('../generated/localities-oh-2026').then((module) => module.localitiesOh2026),
  'PA-2026': () => import('../generated/localities-pa-2026').then((module) => module.localitiesPa2026),
};

function key(state: string, taxYear: number): string {
  return `${state.trim().toUpperCase()}-${taxYear}`;
}

/** Whether a list of places exists for the state and year (the calculator offers the search only then). */
export function hasLocalities(state: string, taxYear: number): boolean {
  return key(state, taxYear) in LOADERS;
}

export async function loadLocalities(state: string, taxYear: number): Promise<LocalityTable | undefined> {
  const load = LOADERS[key(state, taxYear)];
  return load === undefined ? undefined : load();
}

/**
 * Places of `state` whose name (or code) matches `query`, best first. Nothing
 * is guessed: no match comes back empty with the reason in `notFound`.
 */
export async function findLocalities(state: string, query: string, taxYear: number, options: SearchOptions = {}): Promise<LocalitySearch> {
  const table = await loadLocalities(state, taxYear);
  if (table === undefined) {
    return {
      state: state.trim().toUpperCase(),
      taxYear,
      available: false,
      matches: [],
      complete: false,
      coverage: '',
      sources: [],
      notFound: { reason: 'noList', message: `No list of local tax rates is carried for ${state.trim().toUpperCase()} in ${taxYear}: enter the rate from the agency's own list.` },
    };
  }
  return searchLocalities(table, query, options);
}
