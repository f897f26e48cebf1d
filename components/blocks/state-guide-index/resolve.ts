import type { ResolveContext } from '@/engine/resolve-context';
import { jurisdictions } from '@/services/config/collections';
import { describeStates, LATEST_SHIPPED_TAX_YEAR, type StateSummary } from '@/tax';
import type { BlockConfig } from '../types';
import { taxTextsFor, type DataTexts } from '../state-guide/data-texts';
import { programName } from '../state-guide/language';
import { guidePath } from '../state-guide/localized-path';
import { stateGuideIndexMessages, type StateGuideIndexMessages } from './messages';

export interface GuideLink {
  name: string;
  href: string;
  /** What sets the state apart, in a few words each. */
  traits: string[];
}

function traits(state: StateSummary, said: StateGuideIndexMessages, taxText: DataTexts): string[] {
  const incomeTax =
    state.incomeTax === 'none'
      ? said.noIncomeTax
      : state.householdWithholding?.rule === 'required'
        ? said.withholdingRequired
        : state.householdWithholding?.rule === 'notPermitted'
          ? said.notWithheld
          : said.byAgreement;
  // A program both sides pay into (Minnesota Paid Leave, New Jersey disability insurance) is one trait, not two.
  const programs = new Set(state.programs.map((program) => programName(program.label, taxText)));
  return [incomeTax, ...programs];
}

export function resolveStateGuideIndex(block: BlockConfig<'state-guide-index'>, context: ResolveContext) {
  const said = stateGuideIndexMessages[context.locale];
  const taxText = taxTextsFor(context.locale);
  const summaries = new Map((describeStates(LATEST_SHIPPED_TAX_YEAR) ?? []).map((state) => [state.code, state]));
  const guides: GuideLink[] = jurisdictions().flatMap(({ code, name, slug }) => {
    const state = summaries.get(code);
    return state
      ? [
          {
            name: taxText(name),
            href: guidePath(block.guidePathPrefix, slug, context),
            traits: traits(state, said, taxText),
          },
        ]
      : [];
  });
  return { guides };
}

export type StateGuideIndexResolved = ReturnType<typeof resolveStateGuideIndex>;
