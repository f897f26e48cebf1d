import { jurisdictions } from '@/services/config/collections';
import { describeStates, LATEST_SHIPPED_TAX_YEAR, type StateSummary } from '@/tax';
import type { BlockConfig } from '../types';

export interface GuideLink {
  name: string;
  href: string;
  /** What sets the state apart, in a few words each. */
  traits: string[];
}

function traits(state: StateSummary): string[] {
  const incomeTax =
    state.incomeTax === 'none'
      ? 'No income tax on wages'
      : state.householdWithholding?.rule === 'required'
        ? 'Income tax withholding required'
        : state.householdWithholding?.rule === 'notPermitted'
          ? 'No income tax withheld from household pay'
          : 'Income tax withheld only by agreement';
  // A program both sides pay into (Minnesota Paid Leave, New Jersey disability insurance) is one trait, not two.
  const programs = new Set(state.programs.map((program) => program.label.replace(/ \((employee|employer)\)$/, '')));
  return [incomeTax, ...programs];
}

export function resolveStateGuideIndex(block: BlockConfig<'state-guide-index'>) {
  const summaries = new Map((describeStates(LATEST_SHIPPED_TAX_YEAR) ?? []).map((state) => [state.code, state]));
  const guides: GuideLink[] = jurisdictions().flatMap(({ code, name, slug }) => {
    const state = summaries.get(code);
    return state ? [{ name, href: `${block.guidePathPrefix}${slug}`, traits: traits(state) }] : [];
  });
  return { guides };
}

export type StateGuideIndexResolved = ReturnType<typeof resolveStateGuideIndex>;
