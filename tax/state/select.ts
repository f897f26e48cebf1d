import type { CompiledIncomeTax, CompiledState } from '../data/compiled';

/** The rules in force on the pay date: the last entry that took effect on or before it. */
export function selectIncomeTax(state: CompiledState, payDate: string): CompiledIncomeTax | undefined {
  let chosen: CompiledIncomeTax | undefined;
  for (const rules of state.incomeTax) {
    if (rules.effectiveFrom <= payDate) chosen = rules;
  }
  return chosen;
}

/** Dates in the year after the pay date's rules on which this state's withholding changes. */
export function laterChanges(state: CompiledState, payDate: string): string[] {
  return state.incomeTax.map((r) => r.effectiveFrom).filter((d) => d > payDate);
}
