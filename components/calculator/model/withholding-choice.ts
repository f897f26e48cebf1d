/**
 * Income tax withholding as a family meets it: one election ("your caregiver asked you to
 * withhold income tax") covers federal and state, as the engine applies it; a state that requires
 * withholding from household employees has its tax withheld either way, and one whose law forbids
 * it never does. Which certificate fields the form shows follows from that.
 */
import type { StateSummary } from '@/tax/browser';

export type StateWithholding = 'noIncomeTax' | 'withheld' | 'notWithheld' | 'notPermitted';

export interface WithholdingChoice {
  /** The family's election, which turns on federal withholding. */
  elected: boolean;
  state: StateWithholding;
  /** True where the state decides for the family (required or not permitted): the form says so, with its source. */
  stateDecides: boolean;
}

export function withholdingChoice(elected: boolean, summary: StateSummary | undefined): WithholdingChoice {
  const rule = summary?.householdWithholding?.rule;
  if (summary === undefined || summary.incomeTax === 'none')
    return { elected, state: 'noIncomeTax', stateDecides: false };
  if (rule === 'notPermitted') return { elected, state: 'notPermitted', stateDecides: true };
  if (rule === 'required') return { elected, state: 'withheld', stateDecides: true };
  return { elected, state: elected ? 'withheld' : 'notWithheld', stateDecides: false };
}
