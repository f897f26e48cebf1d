/**
 * Turns the checked data files into what the runtime reads: the rules (numbers, dates and the sources of the minimum
 * wages, for the engine) and the texts (words and sources, for pages). Drafts (`"verified": false`) are left out of
 * both: a rule nobody has checked is never applied or shown.
 */
import type {
  Applies as DataApplies,
  MinimumWage,
  OvertimeRule,
  PayLawFederal,
  PayLawJurisdiction,
  Requirement as DataRequirement,
  RequirementText,
  Sources,
  StateCode,
} from '../generated/pay-law';
import { STATE_CODES } from '../core/state-codes';
import type {
  FederalTexts,
  MinimumWageTexts,
  OvertimeTexts,
  PayLawTexts,
  Requirement,
  SourcedText,
  StateTexts,
} from '../core/texts';
import type {
  Applies,
  CompiledJurisdiction,
  CompiledMinimumWage,
  CompiledOvertimeRule,
  CompiledPayLaw,
  CompiledState,
  SourceRef,
} from '../core/types';
import type { PayLawData } from './validate';

const checked = <T extends { verified?: false }>(items: readonly T[]): T[] =>
  items.filter((item) => item.verified !== false);

function sourceRef(sources: Sources, id: string): SourceRef {
  const source = sources[id];
  // validatePayLaw has refused any data whose source ids do not resolve.
  if (source === undefined) throw new Error(`unknown source ${id}`);
  return { authority: source.authority, title: source.title, url: source.url };
}

function applies(data: DataApplies): Applies {
  return {
    ...(data.duties === undefined ? {} : { duties: data.duties }),
    ...(data.liveIn === undefined ? {} : { liveIn: data.liveIn }),
  };
}

function minimumWage(sources: Sources, data: MinimumWage): CompiledMinimumWage | null {
  if (data.coverage.verified === false) return null;
  return {
    covers: data.coverage.covers,
    excludes: (data.coverage.excludes ?? []).map(applies),
    rates: checked(data.rates).map((rate) => ({
      from: rate.from,
      hourly: rate.hourly,
      source: sourceRef(sources, rate.source),
    })),
    ...(data.adjustsYearly === undefined ? {} : { adjustsYearlyOn: data.adjustsYearly.on }),
  };
}

function rules(data: readonly OvertimeRule[]): CompiledOvertimeRule[] {
  return checked(data).map((rule) => ({
    id: rule.id,
    applies: applies(rule.applies),
    ...(rule.weekly === undefined ? {} : { weekly: rule.weekly }),
    ...(rule.daily === undefined ? {} : { daily: rule.daily }),
    ...(rule.dailyDoubleTime === undefined ? {} : { dailyDoubleTime: rule.dailyDoubleTime }),
    ...(rule.premiumDays === undefined ? {} : { premiumDays: { ...rule.premiumDays } }),
    ...(rule.from === undefined ? {} : { from: rule.from }),
    ...(rule.until === undefined ? {} : { until: rule.until }),
  }));
}

function compileState(data: PayLawJurisdiction): CompiledState {
  return {
    key: data.jurisdiction,
    code: data.jurisdiction,
    name: data.name,
    minimumWage: minimumWage(data.sources, data.minimumWage),
    overtime: rules(data.overtime.rules),
    localities: (data.localities ?? []).map((locality) => ({
      key: `${data.jurisdiction}/${locality.id}`,
      id: locality.id,
      name: `${locality.name}, ${data.jurisdiction}`,
      names: locality.names,
      replacesStateRate: locality.replacesStateRate === true,
      minimumWage: minimumWage(data.sources, locality.minimumWage),
      overtime: rules(locality.overtime ?? []),
    })),
  };
}

export function compileRules(data: PayLawData): CompiledPayLaw {
  const federal: CompiledJurisdiction = {
    key: 'US',
    name: 'federal law',
    minimumWage: minimumWage(data.federal.sources, data.federal.minimumWage),
    overtime: rules(data.federal.overtime.rules),
  };
  const states = Object.fromEntries(
    STATE_CODES.flatMap((code) => {
      const state = data.states.get(code);
      return state === undefined ? [] : [[code, compileState(state)]];
    }),
  ) as Record<StateCode, CompiledState>;
  return { federal, states };
}

function sourced(sources: Sources, data: RequirementText | undefined): SourcedText | null {
  if (data === undefined || data.verified === false) return null;
  return { text: data.text, source: sourceRef(sources, data.source) };
}

function requirement(sources: Sources, data: DataRequirement | undefined): Requirement | null {
  if (data === undefined || data.verified === false) return null;
  return {
    applies: data.applies,
    ...(data.from === undefined ? {} : { from: data.from }),
    text: data.text,
    source: sourceRef(sources, data.source),
  };
}

function minimumWageTexts(sources: Sources, data: MinimumWage): MinimumWageTexts {
  return {
    coverage: sourced(sources, data.coverage),
    rates: checked(data.rates).map((rate) => ({
      from: rate.from,
      hourly: rate.hourly,
      ...(rate.text === undefined ? {} : { text: rate.text }),
      source: sourceRef(sources, rate.source),
    })),
    adjustsYearly:
      data.adjustsYearly === undefined
        ? null
        : { on: data.adjustsYearly.on, source: sourceRef(sources, data.adjustsYearly.source) },
  };
}

function overtimeTexts(
  sources: Sources,
  data: { summary: RequirementText; rules: readonly OvertimeRule[] },
): OvertimeTexts {
  return {
    summary: sourced(sources, data.summary),
    rules: Object.fromEntries(
      checked(data.rules).map((rule) => [rule.id, { text: rule.text, source: sourceRef(sources, rule.source) }]),
    ),
  };
}

function stateTexts(data: PayLawJurisdiction): StateTexts {
  const { sources } = data;
  const localRules = (data.localities ?? []).flatMap((locality) => locality.overtime ?? []);
  return {
    code: data.jurisdiction,
    name: data.name,
    minimumWage: minimumWageTexts(sources, data.minimumWage),
    overtime: overtimeTexts(sources, {
      summary: data.overtime.summary,
      rules: [...data.overtime.rules, ...localRules],
    }),
    dayOfRest: requirement(sources, data.dayOfRest),
    sickLeave: requirement(sources, data.sickLeave),
    writtenAgreement: requirement(sources, data.writtenAgreement),
    localities: (data.localities ?? []).map((locality) => ({
      id: locality.id,
      name: locality.name,
      minimumWage: minimumWageTexts(sources, locality.minimumWage),
      sickLeave: requirement(sources, locality.sickLeave),
      writtenAgreement: requirement(sources, locality.writtenAgreement),
    })),
  };
}

function federalTexts(data: PayLawFederal): FederalTexts {
  const { sources } = data;
  return {
    name: data.name,
    minimumWage: minimumWageTexts(sources, data.minimumWage),
    overtime: overtimeTexts(sources, data.overtime),
    domesticService: sourced(sources, data.domesticService),
    liveIn: sourced(sources, data.liveIn),
    companionship: data.companionship.flatMap((entry) => sourced(sources, entry) ?? []),
    regularRate: sourced(sources, data.regularRate),
  };
}

export function compileTexts(data: PayLawData): PayLawTexts {
  const states = Object.fromEntries(
    STATE_CODES.flatMap((code) => {
      const state = data.states.get(code);
      return state === undefined ? [] : [[code, stateTexts(state)]];
    }),
  ) as Record<StateCode, StateTexts>;
  return { federal: federalTexts(data.federal), states };
}

/** Each overtime rule's source by its id, for "show the math": small enough to load with the first explanation. */
export function compileRuleSources(data: PayLawData): Record<string, SourceRef> {
  const out: Record<string, SourceRef> = {};
  const add = (sources: Sources, rules: readonly OvertimeRule[]) => {
    for (const rule of checked(rules)) out[rule.id] = sourceRef(sources, rule.source);
  };
  add(data.federal.sources, data.federal.overtime.rules);
  for (const code of STATE_CODES) {
    const state = data.states.get(code);
    if (state === undefined) continue;
    add(state.sources, state.overtime.rules);
    for (const locality of state.localities ?? []) add(state.sources, locality.overtime ?? []);
  }
  return out;
}
