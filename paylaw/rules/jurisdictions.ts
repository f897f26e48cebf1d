import type { CompiledJurisdiction, CompiledLocality, CompiledPayLaw, StateCode } from '../core/types';

/**
 * The layers of law over one workplace, widest first: federal, the state, the place (when one is named). A region whose
 * rate takes the place of the state's (Oregon's) brings the state's overtime rules but not its minimum wage.
 */
export function jurisdictionsAt(
  law: CompiledPayLaw,
  state: StateCode,
  locality?: CompiledLocality,
): readonly CompiledJurisdiction[] {
  const stateLaw = law.states[state];
  if (locality === undefined) return [law.federal, stateLaw];
  if (locality.replacesStateRate)
    return [law.federal, { ...stateLaw, minimumWage: { covers: 'none', excludes: [], rates: [] } }, locality];
  return [law.federal, stateLaw, locality];
}
