/**
 * The lookup the calculator calls: each state's list is its own module
 * (loaders.ts), loaded only when a family searches that state.
 */
import { searchLocalities, type LocalitySearch, type SearchOptions } from './search';
import { loadLocalities } from './loaders';

/**
 * Places of `state` whose name (or code) matches `query`, best first. Nothing
 * is guessed: no match comes back empty with the reason in `notFound`.
 */
export async function findLocalities(
  state: string,
  query: string,
  taxYear: number,
  options: SearchOptions = {},
): Promise<LocalitySearch> {
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
      notFound: {
        reason: 'noList',
        message: `No list of local tax rates is carried for ${state.trim().toUpperCase()} in ${taxYear}: enter the rate from the agency's own list.`,
      },
    };
  }
  return searchLocalities(table, query, options);
}

export { hasLocalities, loadLocalities } from './loaders';
