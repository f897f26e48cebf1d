import type { ResolveContext } from '@/engine/resolve-context';
import { DEFAULT_LOCALE } from '@/engine/locale';
import { LATEST_SHIPPED_TAX_YEAR, stateGuideFacts, type StateGuideFacts } from '@/tax';
import type { StateGuideNotes } from '@/schemas/generated/config-types';
import type { BlockConfig } from '../types';
import { absoluteUrl } from '../hero/breadcrumb';
import { guideLanguage, programName, type GuideLanguage } from './language';
import { localizedPath } from './localized-path';
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
  /** Who pays, in words: you, your caregiver, or both. */
  payer: string;
  figure: string;
  source: CitedSource | undefined;
}

function thresholds(facts: StateGuideFacts, name: string, { words, format }: GuideLanguage): GuideFact[] {
  const { federal, unemployment } = facts;
  const state = unemployment.householdThreshold;
  const said = words.thresholds;
  return [
    {
      heading: said.stateTax(name),
      text:
        state === undefined || state.value.value === null
          ? said.stateUnknown(name)
          : said.stateOnce(format.dollars(state.value.value), said[state.value.period]),
      source: fromTaxData(state?.source),
    },
    {
      heading: said.futa,
      text: said.futaOnce(format.dollars(federal.futaQuarterThreshold.value)),
      source: fromTaxData(federal.futaQuarterThreshold.source),
    },
    {
      heading: said.socialSecurityAndMedicare,
      text: said.ficaOnce(format.dollars(federal.ficaAnnualThreshold.value)),
      source: fromTaxData(federal.ficaAnnualThreshold.source),
    },
  ];
}

function futaRow({ federal }: StateGuideFacts, name: string, { words, format }: GuideLanguage): TaxRow {
  const { percent } = format;
  const said = words.taxes;
  const reduction = federal.futaCreditReduction.value;
  const net = percent(federal.futaNetRate.value);
  const onWages = said.futaOnFirstWages(format.dollars(federal.futaWageBase.value));
  const figure =
    reduction === null
      ? said.futaUnknownReduction(net, onWages, name)
      : reduction > 0
        ? said.futaReduced(percent(federal.futaNetRate.value + reduction), onWages, net, percent(reduction), name)
        : said.futaNet(net, onWages, name);
  return {
    tax: words.thresholds.futa,
    payer: said.you,
    figure,
    source: fromTaxData(reduction ? federal.futaCreditReduction.source : federal.futaNetRate.source),
  };
}

function taxRows(facts: StateGuideFacts, name: string, language: GuideLanguage): TaxRow[] {
  const { words, format, taxText } = language;
  const { percent, dollars } = format;
  const said = words.taxes;
  const { unemployment, federal } = facts;
  const base = unemployment.wageBase.value;
  const rate = unemployment.newEmployerRate.value;
  const range = unemployment.newEmployerRange;
  const assigned =
    range === undefined ? said.assigned : said.assignedRange(percent(range.value.min), percent(range.value.max));
  const rows: TaxRow[] = [
    {
      tax: said.stateInsurance(name),
      payer: said.you,
      figure: `${rate === null ? assigned : said.newEmployerRate(percent(rate))}${base === null ? said.onAllWages : said.onFirstWages(dollars(base))}`,
      source: fromTaxData(
        rate !== null ? unemployment.newEmployerRate.source : (range?.source ?? unemployment.wageBase.source),
      ),
    },
    ...facts.programs.map((program): TaxRow => ({
      tax: programName(program.label, taxText),
      payer: program.payer === 'employee' ? said.caregiver : said.you,
      figure: program.rate === null ? said.programRateUnset : said.ofWages(percent(program.rate)),
      source: fromTaxData(program.source),
    })),
    futaRow(facts, name, language),
    {
      tax: words.thresholds.socialSecurityAndMedicare,
      payer: said.both,
      figure: said.fica(
        percent(federal.socialSecurityRate.value + federal.medicareRate.value),
        percent(federal.socialSecurityRate.value),
        dollars(federal.socialSecurityWageBase.value),
        percent(federal.medicareRate.value),
      ),
      source: fromTaxData(federal.socialSecurityWageBase.source),
    },
  ];
  return rows;
}

function localTaxes(facts: StateGuideFacts, { taxText }: GuideLanguage): string[] {
  const { state } = facts;
  return [
    ...Object.values(state.residences),
    ...Object.values(state.workplaces),
    ...state.localTaxes.map((tax) => tax.label),
  ]
    .filter((label, index, all) => all.indexOf(label) === index)
    .map(taxText);
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
  const language = guideLanguage(context.locale);
  const name = language.taxText(facts.state.name);
  const written = noteFacts(notes, name, language.words.noteFacts);
  const canonical = absoluteUrl(context.page.canonicalPath, context.site.baseUrl);
  const checked = lastChecked(notes);
  const calculator = `${context.site.routes.calculator}?state=${block.state}&payFrequency=weekly&grossPay=${block.exampleWeeklyWage}`;
  return {
    guide: {
      code: block.state,
      name,
      taxYear: facts.taxYear,
      lead: notes.lead,
      exampleHref: localizedPath(calculator, context),
      thresholds: thresholds(facts, name, language),
      registration: written.registration,
      taxes: taxRows(facts, name, language),
      withholding: withholdingFact(facts, name, language),
      localTaxes: localTaxes(facts, language),
      filing: written.filing,
      federalFiling: block.federalFiling,
      example: workedExample(facts, block.exampleWeeklyWage, language, name),
      // The rates in force on the day the page is built, and the next ones the law has already set.
      payRules: payRules(block.state, name, new Date().toISOString().slice(0, 10), language),
      notes: written.notes,
      checked,
    },
    words: language.words,
    format: language.format,
    article: {
      '@type': 'Article',
      headline: context.page.title,
      description: context.page.description,
      // English pages have always left the language to the page's own lang attribute.
      ...(context.locale === DEFAULT_LOCALE ? {} : { inLanguage: context.locale }),
      dateModified: checked,
      mainEntityOfPage: canonical,
      about: { '@type': 'AdministrativeArea', name },
      author: { '@type': 'Organization', name: context.site.brand.displayName, url: context.site.baseUrl },
      publisher: { '@type': 'Organization', name: context.site.brand.displayName, url: context.site.baseUrl },
    },
  };
}

export type StateGuideResolved = ReturnType<typeof resolveStateGuide>;
