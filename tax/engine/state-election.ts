import type { CompiledState } from '../data/compiled';
import type { PayrollInput, PayrollInputError } from '../core/types';
import type { EngineText } from './text';

export interface StateElection {
  withhold: boolean;
  /** Why the state's income tax is or is not withheld, where the family should know. */
  note: string | undefined;
}

/**
 * Whether the state's income tax (and the local income taxes withheld with it) comes out of
 * this pay. Federally a household employer withholds income tax only when the employee asks
 * and the employer agrees (Pub 926), and most states follow: the family's one election turns
 * on federal and state together. A state that requires withholding from household employees
 * has it on without the election, and one whose law forbids it has it off whatever the election.
 * An explicit `withholdStateIncomeTax` overrides the election and the rule (not the law).
 */
export function stateElection(
  state: CompiledState,
  input: PayrollInput,
  taxesWages: boolean,
  text: EngineText,
): StateElection {
  if (!taxesWages) return { withhold: false, note: undefined };
  const say = text.say.stateTax;
  const rule = state.householdWithholding;
  const reason = rule === undefined ? undefined : text.data(rule.reason);
  if (rule?.rule === 'notPermitted')
    return { withhold: false, note: say.notPermitted({ state: state.name, reason: reason ?? '' }) };
  const required = rule?.rule === 'required';
  const withhold = input.withholdStateIncomeTax ?? (required || input.withholdFederalIncomeTax);
  if (withhold) return { withhold, note: required && input.withholdStateIncomeTax === undefined ? reason : undefined };
  if (required) return { withhold, note: say.requiredButOff({ state: state.name, reason: reason ?? '' }) };
  return { withhold, note: say.notWithheld({ state: state.name, why: reason ?? say.voluntaryReason }) };
}

/** Asking for withholding the state's law forbids is a mistake in the input, not something to ignore. */
export function electionError(state: CompiledState, input: PayrollInput): PayrollInputError | undefined {
  if (input.withholdStateIncomeTax !== true || state.householdWithholding?.rule !== 'notPermitted') return undefined;
  return {
    path: 'withholdStateIncomeTax',
    message: `${state.name} does not allow withholding from a household employee's wages: ${state.householdWithholding.reason}`,
  };
}
