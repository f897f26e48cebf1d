import type { StateGuideFacts } from '@/tax';
import type { GuideLanguage } from './language';
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
export function withholdingFact(
  facts: StateGuideFacts,
  name: string,
  { words, taxText }: Pick<GuideLanguage, 'words' | 'taxText'>,
): WithholdingFact {
  const said = words.withholding;
  const { state, householdWithholding } = facts;
  if (state.incomeTax === 'none') {
    return { rule: 'none', heading: said.noneHeading, text: said.none(name), form: undefined, source: undefined };
  }
  const form = state.form && taxText(state.form);
  const certificate = form ? said.certificate(form) : '';
  if (householdWithholding === undefined) {
    return {
      rule: 'unknown',
      heading: said.unknownHeading,
      text: said.unknown(name, certificate),
      form,
      source: undefined,
    };
  }
  const heading = {
    voluntary: said.voluntaryHeading,
    required: said.requiredHeading(name),
    notPermitted: said.notPermittedHeading(name),
  }[householdWithholding.rule];
  return {
    rule: householdWithholding.rule,
    heading,
    text: `${taxText(householdWithholding.reason)}${householdWithholding.rule === 'notPermitted' ? '' : certificate}`,
    form,
    source: fromTaxData(householdWithholding.source),
  };
}
