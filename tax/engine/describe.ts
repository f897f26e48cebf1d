import { loadTaxYear } from '../data/registry';
import { isStateCode, STATE_CODES } from '../core/state-codes';
import { PAY_FREQUENCIES, PERIODS_PER_YEAR, type PayFrequency, type StateCode } from '../core/types';
import type { CompiledIncomeTax, CompiledState, HouseholdWithholding } from '../data/compiled';
import { localTaxSummaries } from '../local/local-taxes';
import type { LocalTaxSummary } from '../local/local-tax';
import type { DataTexts, TextOptions } from '../core/text-locale';
import { asWritten, engineText } from './text';

export interface StateSummary {
  code: StateCode;
  name: string;
  /** Income tax method on the first of January. */
  incomeTax: 'none' | 'formula' | 'unknown';
  approximation: string | undefined;
  form: string | undefined;
  /** stateW4 field name to the form's own wording. */
  fields: Record<string, string>;
  /** Allowed stateW4.filingStatus codes and their labels. */
  statuses: Record<string, string>;
  /** Allowed stateW4.residence codes and the local tax each brings (New York City, Yonkers, Detroit, Maryland counties). */
  residences: Record<string, string>;
  /** Allowed stateW4.workplace codes and the nonresident local tax each brings (Yonkers). */
  workplaces: Record<string, string>;
  /** The local taxes a family may enter here (tax/local): what each is and the figures that bound it. */
  localTaxes: LocalTaxSummary[];
  /** Pay frequencies the state's publication prints no table for, whose withholding is the annual table's equivalent (an approximation; empty for formula states). */
  approximatedPayFrequencies: PayFrequency[];
  /** Dates in the year on which the withholding rules change. */
  changes: string[];
  programs: { code: string; label: string; payer: 'employee' | 'employer'; rate: number | null }[];
  suiWageBase: number | null;
  suiNewEmployerRate: number | null;
  suiNewEmployerRange: { min: number; max: number; note: string | undefined } | undefined;
  /** Cash wages to household employees in a calendar quarter (or year) from which the state's unemployment tax is owed. */
  suiHouseholdThreshold: { value: number | null; period: 'calendarQuarter' | 'calendarYear' } | undefined;
  /** Whether the state requires, leaves to agreement, or forbids withholding from a household employee's wages. */
  householdWithholding: HouseholdWithholding | undefined;
}

/** Frequencies with no printed table in a state that works on printed tables (its first schedule decides). */
function approximated(rules: CompiledIncomeTax): PayFrequency[] {
  if (rules.method !== 'formula') return [];
  const schedule = rules.schedules.values().next().value;
  if (schedule === undefined || schedule.periodTables.size === 0) return [];
  return PAY_FREQUENCIES.filter((f) => {
    const periods = f === 'daily' && rules.dailyPeriods !== undefined ? rules.dailyPeriods : PERIODS_PER_YEAR[f];
    return !schedule.periodTables.has(periods);
  });
}

/** One state's summary in the words of `text` (its data texts applied unless they are the data's own English). */
function summarize(state: CompiledState, say: DataTexts): StateSummary | undefined {
  const first = state.incomeTax[0];
  if (first === undefined) return undefined;
  // The data's own words need no copy where they are read as they are.
  const asIs = say === asWritten;
  const maybe = (sentence: string | undefined) => (sentence === undefined ? undefined : say(sentence));
  const fields: Record<string, string> = {};
  const statuses: Record<string, string> = {};
  const residences: Record<string, string> = {};
  const workplaces: Record<string, string> = {};
  if (first.method === 'formula') {
    for (const [field, label] of first.certificate.fields) fields[field] = say(label);
    for (const [status, value] of first.certificate.statuses) statuses[status] = say(value.label);
    for (const [code, locality] of first.localities) residences[code] = say(locality.label);
    for (const [code, work] of first.workLocalities) workplaces[code] = say(work.label);
  }
  const range = state.suiNewEmployerRange;
  const rule = state.householdWithholding;
  return {
    code: state.code,
    name: state.name,
    incomeTax: first.method,
    approximation: first.method === 'formula' ? maybe(first.approximation) : undefined,
    form: first.method === 'formula' ? say(first.certificate.form) : undefined,
    fields,
    statuses,
    residences,
    workplaces,
    localTaxes: asIs
      ? localTaxSummaries(state)
      : localTaxSummaries(state).map((tax) => ({ ...tax, label: say(tax.label) })),
    approximatedPayFrequencies: approximated(first),
    changes: state.incomeTax.slice(1).map((r) => r.effectiveFrom),
    programs: state.programs.map((p) => ({ code: p.code, label: say(p.label), payer: p.payer, rate: p.rate })),
    suiWageBase: state.suiWageBase,
    suiNewEmployerRate: state.suiNewEmployerRate,
    suiNewEmployerRange: asIs || range === undefined ? range : { ...range, note: maybe(range.note) },
    suiHouseholdThreshold: state.suiHouseholdThreshold,
    householdWithholding: asIs || rule === undefined ? rule : { ...rule, reason: say(rule.reason) },
  };
}

/**
 * What a form or the docs need to know about each state for a year, its labels and sentences in `options.locale`;
 * undefined if the year has no data, or the language's words are not loaded yet (ensureEngineLocale). In the browser
 * a year holds the states loaded so far (ensureTaxState), so a page about one state asks describeState instead.
 */
export function describeStates(taxYear: number, options?: TextOptions): StateSummary[] | undefined {
  const loaded = loadTaxYear(taxYear);
  const text = engineText(options);
  if (loaded === undefined || !text.ok) return undefined;
  return STATE_CODES.flatMap((code) => {
    const state = loaded.states.get(code);
    const summary = state === undefined ? undefined : summarize(state, text.value.data);
    return summary === undefined ? [] : [summary];
  });
}

/**
 * What a form needs to know about one state for a year, as describeStates says it; undefined until the year and the
 * state are loaded (ensureTaxState) and the language's words are (ensureEngineLocale).
 */
export function describeState(taxYear: number, code: string, options?: TextOptions): StateSummary | undefined {
  const state = isStateCode(code) ? loadTaxYear(taxYear)?.states.get(code) : undefined;
  const text = engineText(options);
  return state === undefined || !text.ok ? undefined : summarize(state, text.value.data);
}
