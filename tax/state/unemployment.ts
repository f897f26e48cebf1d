import type { CompiledState } from '../data/compiled';
import { wagesUnderCap } from '../core/money';

/** Employer SUI rate: the user's assigned rate, else the state's new-employer rate, else unknown. */
export function suiRate(state: CompiledState, userRate: number | undefined): number | null {
  return userRate ?? state.suiNewEmployerRate;
}

/**
 * The state's wage base, or the user's where the data has none. With neither,
 * all wages are taxed, which can only overstate; the result notes it.
 */
export function computeSui(
  state: CompiledState,
  rate: number,
  wages: number,
  ytd: number,
  userWageBase: number | undefined,
): number {
  const wageBase = state.suiWageBase ?? userWageBase ?? null;
  const covered = wageBase === null ? wages : wagesUnderCap(wages, ytd, wageBase);
  return covered * rate;
}
