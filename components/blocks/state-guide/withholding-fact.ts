import type { StateGuideFacts } from '@/tax';
import { fromTaxData, type CitedSource } from './sources';

export interface WithholdingFact {
  rule: 'none' | 'voluntary' | 'required' | 'notPermitted' | 'unknown';
  heading: string;
  text: string;
  /** The state's certificate, where there is income tax to withhold. */
  form: string | undefined;
  source: CitedSource | undefined;
}

/** What a family in the state does about income tax: nothing to withhold, by agreement, by law, or never. */
export function withholdingFact(facts: StateGuideFacts, name: string): WithholdingFact {
  const { state, householdWithholding } = facts;
  if (state.incomeTax === 'none') {
    return {
      rule: 'none',
      heading: 'No state income tax to withhold',
      text: `${name} does not tax wages, so there is no state income tax to withhold and no state certificate to collect.`,
      form: undefined,
      source: undefined,
    };
  }
  const form = state.form;
  const certificate = form ? ` Your caregiver fills in ${form}.` : '';
  if (householdWithholding === undefined) {
    return {
      rule: 'unknown',
      heading: 'State income tax withholding',
      text: `${name} taxes wages; ask the state's revenue department whether you must withhold from a household employee.${certificate}`,
      form,
      source: undefined,
    };
  }
  const heading = {
    voluntary: 'Income tax withholding is up to you and your caregiver',
    required: `${name} requires income tax withholding`,
    notPermitted: `${name} income tax is not withheld from household pay`,
  }[householdWithholding.rule];
  return {
    rule: householdWithholding.rule,
    heading,
    text: `${householdWithholding.reason}${householdWithholding.rule === 'notPermitted' ? '' : certificate}`,
    form,
    source: fromTaxData(householdWithholding.source),
  };
}
