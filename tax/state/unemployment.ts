import type { CompiledState } from '../data/compiled';
import { wagesUnderCap } from '../engine/money';

/** Employer SUI rate: the user's assigned rate, else the state's new-employer rate, else unknown. */
export function suiRate(state: CompiledState, userRate: number | undefined): number | null {
  return userRate ?? state.suiNewEmployerRate;
}

/** With an unknown wage base all wages are taxed, which can only overstate; the result notes it. */
export function computeSui(state: CompiledState, rate: number, wages: number, ytd: number): number {
  const covered = state.suiWageBase === null ? wages : wagesUnderCap(wages, ytd, state.suiWageBase);
  return covered * rate;
}
