import type { ResolveContext } from '@/engine/resolve-context';
import { LATEST_SHIPPED_TAX_YEAR, stateGuideFacts, type StateGuideFacts } from '@/tax';
import type { StateGuideNotes } from '@/schemas/generated/config-types';
import type { BlockConfig } from '../types';
import { absoluteUrl } from '../hero/breadcrumb';
import { dollars, percent } from './format';
import { payRules } from './pay-rules';
import { noteFacts } from './note-facts';
import { fromTaxData, type CitedSource } from './sources';
import { withholdingFact } from './withholding-fact';
import { workedExample } from './worked-example';

export interface GuideFact {
  heading: string;
  text: string;
  source: CitedSource | undefined;
}

export interface TaxRow {
  tax: string;
  payer: 'You' | 'Your caregiver' | 'Both';
  figure: string;
  source: CitedSource | undefined;
}

const PERIOD = { calendarQuarter: 'in a calendar quarter', calendarYear: 'in a calendar year' } as const;

function thresholds(facts: StateGuideFacts, name: string): GuideFact[] {
  const { federal, unemployment } = facts;
  const state = unemployment.householdThreshold;
  return [
    {
      heading: `${name} unemployment tax`,
      text:
        state === undefined || state.value.value === null
          ? `${name}'s own household threshold is not shown here; most states follow the federal one below. Ask the state's unemployment agency before your first quarter.`
          : `Once you pay ${dollars(state.value.value)} or more in cash wages to household employees ${PERIOD[state.value.period]}.`,
      source: fromTaxData(state?.source),
    },
    {
      heading: 'Federal unemployment tax (FUTA)',
      text: `Once you pay ${dollars(federal.futaQuarterThreshold.value)} or more in cash wages to household employees in a calendar quarter.`,
      source: fromTaxData(federal.futaQuarterThreshold.source),
    },
    {
      heading: 'Social Security and Medicare',
      text: `Once you pay one employee ${dollars(federal.ficaAnnualThreshold.value)} or more in cash wages in the year.`,
      source: fromTaxData(federal.ficaAnnualThreshold.source),
    },
  ];
}

function futaRow({ federal }: StateGuideFacts, name: string): TaxRow {
  const reduction = federal.futaCreditReduction.value;
  const onWages = `on the first ${dollars(federal.futaWageBase.value)} of each employee's wages`;
  const figure =
    reduction === null
      ? `${percent(federal.futaNetRate.value)} ${onWages}, after the credit for paying ${name} on time (higher in a state the Department of Labor lists in November as having a reduced credit)`
      : reduction > 0
        ? `${percent(federal.futaNetRate.value + reduction)} ${onWages}: the usual ${percent(federal.futaNetRate.value)} plus ${percent(reduction)} because ${name}'s credit is reduced this year`
        : `${percent(federal.futaNetRate.value)} ${onWages}, after the credit for paying ${name} on time`;
  return {
    tax: 'Federal unemployment tax (FUTA)',
    payer: 'You',
    figure,
    source: fromTaxData(reduction ? federal.futaCreditReduction.source : federal.futaNetRate.source),
  };
}

function taxRows(facts: StateGuideFacts, name: string): TaxRow[] {
  const { unemployment, federal } = facts;
  const base = unemployment.wageBase.value;
  const rate = unemployment.newEmployerRate.value;
  const range = unemployment.newEmployerRange;
  const assigned =
    range === undefined
      ? 'A rate the state assigns you'
      : `A rate the state assigns you, from ${percent(range.value.min)} to ${percent(range.value.max)} for a new employer`;
  const rows: TaxRow[] = [
    {
      tax: `${name} unemployment insurance`,
      payer: 'You',
      figure: `${rate === null ? assigned : `${percent(rate)} for a new employer`}${base === null ? ', on all wages' : ` on the first ${dollars(base)} of each employee's wages`}`,
      source: fromTaxData(
        rate !== null ? unemployment.newEmployerRate.source : (range?.source ?? unemployment.wageBase.source),
      ),
    },
    ...facts.programs.map((program): TaxRow => ({
      tax: program.label.replace(/ \((employee|employer)\)$/, ''),
      payer: program.payer === 'employee' ? 'Your caregiver' : 'You',
      figure: program.rate === null ? 'A rate set each year by the state' : `${percent(program.rate)} of wages`,
      source: fromTaxData(program.source),
    })),
    futaRow(facts, name),
    {
      tax: 'Social Security and Medicare',
      payer: 'Both',
      figure: `${percent(federal.socialSecurityRate.value + federal.medicareRate.value)} of wages each (Social Security ${percent(federal.socialSecurityRate.value)} on wages up to ${dollars(federal.socialSecurityWageBase.value)}, Medicare ${percent(federal.medicareRate.value)})`,
      source: fromTaxData(federal.socialSecurityWageBase.source),
    },
  ];
  return rows;
}

function localTaxes(facts: StateGuideFacts): string[] {
  const { state } = facts;
  return [
    ...Object.values(state.residences),
    ...Object.values(state.workplaces),
    ...state.localTaxes.map((tax) => tax.label),
  ].filter((label, index, all) => all.indexOf(label) === index);
}

/** The latest day the guide's written facts were checked against their sources: the Article's dateModified. */
function lastChecked({ registration, filing, notes }: StateGuideNotes): string {
  const written = [...Object.values(registration), ...Object.values(filing), ...(notes ?? [])];
  return written.reduce((latest, fact) => (fact && fact.source.checked > latest ? fact.source.checked : latest), '');
}

export function resolveStateGuide(block: BlockConfig<'state-guide'>, context: ResolveContext) {
  const notes = context.shared.get('state-guides', block.notes);
  const facts = stateGuideFacts(LATEST_SHIPPED_TAX_YEAR, block.state);
  // Both are checked when the config is validated (the code's pattern, the notes' id); a miss here is a bug.
  if (notes === undefined || facts === undefined) {
    throw new Error(
      `state-guide: no ${facts === undefined ? `tax data for "${block.state}"` : `notes "${block.notes}"`}`,
    );
  }
  if (notes.state !== block.state) {
    throw new Error(`state-guide: the notes "${block.notes}" are for ${notes.state}, the block shows ${block.state}`);
  }
  const name = facts.state.name;
  const written = noteFacts(notes, name);
  const thresholdFacts = thresholds(facts, name);
  const canonical = absoluteUrl(context.page.canonicalPath, context.site.baseUrl);
  const checked = lastChecked(notes);
  return {
    guide: {
      code: block.state,
      name,
      taxYear: facts.taxYear,
      lead: notes.lead,
      exampleHref: `${context.site.routes.calculator}?state=${block.state}&payFrequency=weekly&grossPay=${block.exampleWeeklyWage}`,
      thresholds: thresholdFacts,
      registration: written.registration,
      taxes: taxRows(facts, name),
      withholding: withholdingFact(facts, name),
      localTaxes: localTaxes(facts),
      filing: written.filing,
      federalFiling: block.federalFiling,
      example: workedExample(facts, block.exampleWeeklyWage),
      // The rates in force on the day the page is built, and the next ones the law has already set.
      payRules: payRules(block.state, name, new Date().toISOString().slice(0, 10)),
      notes: written.notes,
      checked,
    },
    article: {
      '@type': 'Article',
      headline: context.page.title,
      description: context.page.description,
      dateModified: checked,
      mainEntityOfPage: canonical,
      about: { '@type': 'AdministrativeArea', name },
      author: { '@type': 'Organization', name: context.site.brand.displayName, url: context.site.baseUrl },
      publisher: { '@type': 'Organization', name: context.site.brand.displayName, url: context.site.baseUrl },
    },
  };
}

export type StateGuideResolved = ReturnType<typeof resolveStateGuide>;
