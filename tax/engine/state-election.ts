import type { CompiledState } from '../data/compiled';
import type { PayrollInput } from '../core/types';

export interface StateElection {
  withhold: boolean;
  /** Why the state's income tax is or is not withheld, where the family should know. */
  note: string | undefined;
}

/**
 * Whether the state's income tax (and the local income taxes withheld with it) comes out of
 * this pay. Federally a household employer withholds income tax only when the employee asks
 * and the employer agrees (Pub 926), and most states follow; the family's one election turns
 * on federal and state together. A state that requires withholding from household employees
 * has it on without the election. An explicit `withholdStateIncomeTax` overrides both.
 */
export function stateElection(state: CompiledState, input: PayrollInput, taxesWages: boolean): StateElection {
  if (!taxesWages) return { withhold: false, note: undefined };
  const rule = state.householdWithholding;
  const required = rule?.required === true;
  const withhold = input.withholdStateIncomeTax ?? (required || input.withholdFederalIncomeTax);
  if (withhold) return { withhold, note: required && input.withholdStateIncomeTax === undefined ? rule?.reason : undefined };
  if (required) {
    return { withhold, note: `${state.name} income tax is not withheld because withholdStateIncomeTax is false, although ${state.name} requires it: ${rule?.reason ?? ''}` };
  }
  const why = rule?.reason ?? 'household employers withhold it only when the employee asks and the employer agrees.';
  return {
    withhold,
    note: `${state.name} income tax is not withheld: ${why} (set withholdFederalIncomeTax to true for federal and state together, or withholdStateIncomeTax for the state alone).`,
  };
}
