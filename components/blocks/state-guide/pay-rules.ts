import { PAY_LAW_RULES, nextAnniversary, type CompiledOvertimeRule, type SourceRef, type StateCode } from '@/paylaw';
import type { MinimumWageTexts, RateText, Requirement, SourcedText, StateTexts } from '@/paylaw/core/texts';
import { PAY_LAW_TEXTS } from '@/paylaw/generated/pay-law-texts';
import type { DataTexts } from './data-texts';
import type { GuideLanguage } from './language';

/** What the pay rules are written with: the guide's words, its dates, and the pay-law data's texts in the language. */
type Language = Pick<GuideLanguage, 'words' | 'format' | 'lawText'>;

/** A rule in words with the law it comes from: who sets it, its official title, its address. */
export interface LawFact {
  text: string;
  source: SourceRef;
}

/** A sentence of the guide's own (no source) or a rule's. */
type Paragraph = LawFact | { text: string; source: undefined };

export interface WageRate {
  hourly: number;
  /** YYYY-MM-DD: in force from this day. */
  from: string;
  /** Which rate it is, where the law has several (the employer's size, a region). */
  which: string | undefined;
  source: SourceRef | undefined;
}

export interface WageRow {
  /** Who sets the rate: "Federal law", "California", "San Francisco". */
  setBy: string;
  now: WageRate | undefined;
  /** The next rate already set by law; its `which` and `source` only where they differ from the current rate's. */
  next: WageRate | undefined;
  /** With no next rate set yet, the day (MM-DD) the law adjusts the rate every year; its source where it is another. */
  adjusts: { on: string; source: SourceRef | undefined } | undefined;
  /** YYYY-MM-DD of a yearly adjustment that has taken effect by today but whose rate is not in the data: `now` is out of date. */
  adjustedSince: string | undefined;
}

export interface OvertimeRow {
  /** Whether the worker lives out or in, in words. */
  worker: string;
  federal: LawFact[];
  state: LawFact[];
}

export interface RequirementFact {
  heading: string;
  /** "Required by California law." Undefined while the state's rule is not known. */
  status: string | undefined;
  text: string;
  source: SourceRef | undefined;
  /** A city's or county's own rule beside the state's. */
  local: Array<{ status: string; text: string; source: SourceRef }>;
}

/** A rule's words in the page's language, with its source; none where the data has no such rule. */
const factIn =
  (lawText: DataTexts) =>
  (from: SourcedText | null | undefined): LawFact[] =>
    from ? [{ text: lawText(from.text), source: from.source }] : [];

const sameSource = (a: SourceRef, b: SourceRef) => a.url === b.url && a.title === b.title;

/** The rate in force on `today` and the first one after it; the data lists rates in date order. */
function nowAndNext(rates: readonly RateText[], today: string) {
  let now: RateText | undefined;
  let next: RateText | undefined;
  for (const rate of rates) {
    if (rate.from <= today) now = rate;
    else if (next === undefined) next = rate;
  }
  return { now, next };
}

/** The yearly adjustment after the current rate, once today has reached it and the data has no rate for it. */
function adjustedSince(now: RateText | undefined, next: RateText | undefined, on: string | undefined, today: string) {
  if (now === undefined || next !== undefined || on === undefined) return undefined;
  const due = nextAnniversary(now.from, on);
  return due <= today ? due : undefined;
}

function wageRow(setBy: string, wage: MinimumWageTexts, today: string, lawText: DataTexts): WageRow | undefined {
  const { now, next } = nowAndNext(wage.rates, today);
  if (now === undefined && next === undefined) return undefined;
  const rate = (from: RateText): WageRate => ({
    hourly: from.hourly,
    from: from.from,
    which: from.text === undefined ? undefined : lawText(from.text),
    source: from.source,
  });
  const yearly = wage.adjustsYearly;
  return {
    setBy,
    now: now && rate(now),
    next: next && {
      ...rate(next),
      which: now && next.text === now.text ? undefined : next.text === undefined ? undefined : lawText(next.text),
      source: now && sameSource(now.source, next.source) ? undefined : next.source,
    },
    adjusts:
      next === undefined && yearly
        ? { on: yearly.on, source: now && sameSource(now.source, yearly.source) ? undefined : yearly.source }
        : undefined,
    adjustedSince: adjustedSince(now, next, yearly?.on, today),
  };
}

function minimumWage(texts: StateTexts | undefined, code: StateCode, name: string, today: string, language: Language) {
  const { lawText } = language;
  const said = language.words.payRules;
  const fact = factIn(lawText);
  const federal = PAY_LAW_TEXTS.federal.minimumWage;
  const rules = PAY_LAW_RULES.states[code];
  const covers = rules.minimumWage?.covers;
  const coverage = texts?.minimumWage.coverage ?? null;
  const known = coverage !== null && covers !== undefined;
  const stateRow = known && covers !== 'none' && texts ? wageRow(name, texts.minimumWage, today, lawText) : undefined;
  const federalRow = wageRow(said.federalLaw, federal, today, lawText);
  const places = (texts?.localities ?? []).flatMap((locality) => {
    const compiled = rules.localities.find((candidate) => candidate.id === locality.id);
    const wage = compiled?.minimumWage;
    return compiled && wage && locality.minimumWage.coverage ? [{ locality, compiled, covers: wage.covers }] : [];
  });
  const local = places.flatMap(({ locality, compiled, covers: placeCovers }) => {
    const row =
      placeCovers === 'none' ? undefined : wageRow(lawText(locality.name), locality.minimumWage, today, lawText);
    return row ? [{ row, replacesState: compiled.replacesStateRate }] : [];
  });
  // A city whose minimum wage does not reach a family at home still gets a word: its rate is the one families ask about.
  const notLocal = places.flatMap(({ locality, covers: placeCovers }) =>
    placeCovers === 'none' ? fact(locality.minimumWage.coverage) : [],
  );
  // A region whose rate stands in for the state's there (Oregon's) is not one more minimum to compare with it.
  const regions = local.filter((place) => place.replacesState).map((place) => place.row.setBy);
  const highest = regions.length > 0 ? said.highestWithRegions(regions.join(said.and), name) : said.highest;
  // The federal minimum is the floor: shown wherever the state's own rate may not reach every worker or sits below it.
  const federalBelow =
    stateRow?.now !== undefined && federalRow?.now !== undefined && stateRow.now.hourly < federalRow.now.hourly;
  const showFederal = stateRow === undefined || covers !== 'all' || federalBelow;
  const rule = !known
    ? said.askCoverage(name)
    : covers === 'none'
      ? local.length > 0
        ? said.federalAppliesOrLocal
        : said.federalApplies
      : highest;
  // In reading order: who the state's law covers, which minimum applies, and federal coverage where that decides.
  const paragraphs: Paragraph[] = [
    ...(known ? fact(coverage) : []),
    { text: rule, source: undefined },
    ...(stateRow === undefined ? fact(federal.coverage) : []),
  ];
  return {
    asOf: today,
    paragraphs,
    notLocal,
    rows: [
      ...(stateRow ? [stateRow] : []),
      ...local.map((place) => place.row),
      ...(showFederal && federalRow ? [federalRow] : []),
    ],
  };
}

/** The state's rules still in force or yet to come, for a worker who lives out or in, in words. */
function stateOvertime(
  texts: StateTexts | undefined,
  code: StateCode,
  liveIn: boolean,
  today: string,
  fact: ReturnType<typeof factIn>,
): LawFact[] {
  const current = (rule: CompiledOvertimeRule) => rule.until === undefined || rule.until >= today;
  return PAY_LAW_RULES.states[code].overtime
    .filter((rule) => current(rule) && (rule.applies.liveIn ?? liveIn) === liveIn)
    .flatMap((rule) => fact(texts?.overtime.rules[rule.id]));
}

function overtime(texts: StateTexts | undefined, code: StateCode, name: string, today: string, language: Language) {
  const { lawText } = language;
  const said = language.words.payRules;
  const fact = factIn(lawText);
  const federal = PAY_LAW_TEXTS.federal;
  const summary = texts?.overtime.summary ?? null;
  const rows: OvertimeRow[] = [
    {
      worker: said.livesOut,
      federal: fact(federal.overtime.summary),
      state: stateOvertime(texts, code, false, today, fact),
    },
    { worker: said.livesIn, federal: fact(federal.liveIn), state: stateOvertime(texts, code, true, today, fact) },
  ];
  return {
    summary: summary ? { text: lawText(summary.text), source: summary.source } : undefined,
    /** What a cell says when the state adds no rule for that worker. */
    none: summary ? said.noStateOvertime(name) : said.askLaborDepartment(name),
    rows,
    companions: federal.companionship.map((text) => ({ text: lawText(text.text), source: text.source })),
  };
}

function status(requirement: Requirement, where: string, today: string, { words, format }: Language): string {
  const said = words.payRules;
  if (!requirement.applies) return said.notRequired(where);
  if (requirement.from === undefined) return said.required(where);
  const on = format.longDate(requirement.from);
  return requirement.from > today ? said.requiredFrom(where, on) : said.requiredSince(where, on);
}

function requirements(texts: StateTexts | undefined, name: string, today: string, language: Language) {
  const { lawText } = language;
  const said = language.words.payRules;
  const items = [
    { heading: said.dayOfRest, key: 'dayOfRest', asked: said.dayOfRestAsked },
    { heading: said.sickLeave, key: 'sickLeave', asked: said.sickLeaveAsked },
    { heading: said.writtenAgreement, key: 'writtenAgreement', asked: said.writtenAgreementAsked },
  ] as const;
  return items.map(({ heading, key, asked }): RequirementFact => {
    const requirement = texts?.[key] ?? null;
    const local = (texts?.localities ?? []).flatMap((locality) => {
      const rule = key === 'dayOfRest' ? null : locality[key];
      const where = lawText(locality.name);
      return rule
        ? [{ status: status(rule, where, today, language), text: lawText(rule.text), source: rule.source }]
        : [];
    });
    return requirement
      ? {
          heading,
          status: status(requirement, name, today, language),
          text: lawText(requirement.text),
          source: requirement.source,
          local,
        }
      : { heading, status: undefined, text: said.askRequirement(name, asked), source: undefined, local };
  });
}

const isStateCode = (code: string): code is StateCode => Object.hasOwn(PAY_LAW_RULES.states, code);

/**
 * What a household employer in the state must pay and give, from the pay-law data as it stands on `today` (the build
 * date): a state whose rules are not in the data yet gets the federal rules and a pointer to its labor department.
 * `name` is the state's name as the page writes it; every sentence is in the language's words.
 */
export function payRules(code: string, name: string, today: string, language: Language) {
  if (!isStateCode(code)) throw new Error(`state-guide: no pay-law entry for "${code}"`);
  const texts: StateTexts | undefined = PAY_LAW_TEXTS.states[code];
  return {
    minimumWage: minimumWage(texts, code, name, today, language),
    overtime: overtime(texts, code, name, today, language),
    requirements: requirements(texts, name, today, language),
  };
}

export type PayRules = ReturnType<typeof payRules>;
