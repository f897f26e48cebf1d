import type { CompiledFederal } from '../data/compiled';
import type { StateCode } from '../generated/tax-year';

/** Net FUTA rate for a state: the 0.6% after full credit, plus that state's credit reduction if any. */
export function futaRate(federal: CompiledFederal, state: StateCode): number {
  return federal.futaNetRate + (federal.creditReductions[state] ?? 0);
}
