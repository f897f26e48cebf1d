/**
 * Next year's data file, started from the latest one (`npm run tax:new-year`):
 * the same figures and rules, dated for the new year, with every object that
 * cites a source marked `"verified": false`. The year stays a draft (validated,
 * never offered to families) until a person has checked each one against the
 * new year's publications and removed its marker.
 */
import type { IncomeTaxRules, Program, TaxYear } from '../generated/tax-year';

const isRecord = (node: unknown): node is Record<string, unknown> =>
  typeof node === 'object' && node !== null && !Array.isArray(node);

/**
 * The rules in force on the last day of the old year now start the new one;
 * the old year's earlier editions are history. A change already dated in the
 * new year stays, after them (or instead, when it starts on 1 January).
 */
function rulesForNewYear(rules: readonly IncomeTaxRules[], lastDay: string, firstDay: string): IncomeTaxRules[] {
  const atYearEnd = rules.filter((rule) => rule.effectiveFrom <= lastDay).at(-1);
  const later = rules.filter((rule) => rule.effectiveFrom > lastDay);
  if (atYearEnd === undefined || later[0]?.effectiveFrom === firstDay) return later;
  return [{ ...atYearEnd, effectiveFrom: firstDay }, ...later];
}

/** A program that ended during the old year is gone; one that started during it runs from 1 January. */
function programsForNewYear(programs: readonly Program[], lastDay: string, firstDay: string): Program[] {
  return programs
    .filter((program) => program.effectiveUntil === undefined || program.effectiveUntil > lastDay)
    .map((program) =>
      program.effectiveFrom !== undefined && program.effectiveFrom <= lastDay
        ? { ...program, effectiveFrom: firstDay }
        : program,
    );
}

/** `"verified": false` right after each `source`, where a reader of the file looks for where a figure comes from. */
function markUnverified(node: unknown, atRoot: boolean): void {
  if (Array.isArray(node)) {
    for (const item of node) markUnverified(item, false);
    return;
  }
  if (!isRecord(node)) return;
  const entries = Object.entries(node);
  if (typeof node.source === 'string') {
    for (const [key] of entries) delete node[key];
    for (const [key, value] of entries) {
      node[key] = value;
      if (key === 'source') node.verified = false;
    }
  }
  for (const [key, value] of entries) {
    // The sources map lists publications; it is the figures citing them that need checking.
    if (!(atRoot && key === 'sources')) markUnverified(value, false);
  }
}

export function scaffoldTaxYear(latest: TaxYear, year: number): TaxYear {
  const lastDay = `${latest.taxYear}-12-31`;
  const firstDay = `${year}-01-01`;
  const next = structuredClone(latest);
  next.taxYear = year;
  // The Department of Labor names the year's credit reduction states in November of that year.
  next.federal.futa.creditReductions.known = false;
  next.federal.futa.creditReductions.states = {};
  for (const state of Object.values(next.states)) {
    if (state === undefined) continue;
    state.incomeTax = rulesForNewYear(state.incomeTax, lastDay, firstDay);
    state.programs = programsForNewYear(state.programs, lastDay, firstDay);
  }
  markUnverified(next, true);
  return next;
}
