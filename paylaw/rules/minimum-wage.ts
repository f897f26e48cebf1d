/**
 * The minimum wage a household owes its worker on a day: the highest of the federal, state and local minimums that
 * cover that worker (the FLSA's own rule, 29 U.S.C. 218(a): the higher standard applies).
 */
import type { CompiledJurisdiction, CompiledMinimumWage, CompiledRate } from '../core/types';
import { appliesTo, type Worker } from './applies';

export interface MinimumWageAt {
  hourly: number;
  /** As a sentence names it: "Seattle, WA", "California", "federal law". */
  jurisdiction: string;
  /** `US`, `CA`, `WA/seattle`. */
  key: string;
  /** YYYY-MM-DD: the day this rate took effect. */
  effective: string;
  source: CompiledRate['source'];
}

/** A minimum the law adjusts every year whose adjustment on `since` is not in the data yet: its last rate is applied. */
export interface MinimumWageBehind {
  jurisdiction: string;
  since: string;
  lastRate: MinimumWageAt;
}

export interface MinimumWageAnswer {
  /** null: no minimum wage covers this worker (a companion hired directly where no state law covers one). */
  minimum: MinimumWageAt | null;
  /** Yearly adjustments due by the day but not in the data yet, so the minimum may be higher than said. */
  behind: readonly MinimumWageBehind[];
  /** The jurisdictions whose coverage of household workers is still being checked: left out, and said so. */
  unknown: readonly string[];
  /** The next change of the minimum that applies, already fixed by law, after the day. */
  next: MinimumWageAt | null;
}

function covers(wage: CompiledMinimumWage, worker: Worker): boolean {
  if (wage.covers === 'none') return false;
  return !wage.excludes.some((applies) => appliesTo(applies, worker));
}

function rateOn(rates: readonly CompiledRate[], date: string): CompiledRate | undefined {
  let found: CompiledRate | undefined;
  for (const rate of rates) if (rate.from <= date) found = rate;
  return found;
}

const atRate = (jurisdiction: CompiledJurisdiction, rate: CompiledRate): MinimumWageAt => ({
  hourly: rate.hourly,
  jurisdiction: jurisdiction.name,
  key: jurisdiction.key,
  effective: rate.from,
  source: rate.source,
});

/** The highest minimum in force on `date`; on a tie the most local one, whose notice the worker sees. */
function highest(jurisdictions: readonly CompiledJurisdiction[], worker: Worker, date: string): MinimumWageAt | null {
  let best: MinimumWageAt | null = null;
  for (const jurisdiction of jurisdictions) {
    const wage = jurisdiction.minimumWage;
    if (wage === null || !covers(wage, worker)) continue;
    const rate = rateOn(wage.rates, date);
    if (rate !== undefined && (best === null || rate.hourly >= best.hourly)) best = atRate(jurisdiction, rate);
  }
  return best;
}

/** The first day after `from` that falls on MM-DD `on`. */
export function nextAnniversary(from: string, on: string): string {
  const year = Number(from.slice(0, 4));
  const sameYear = `${year}-${on}`;
  return sameYear > from ? sameYear : `${year + 1}-${on}`;
}

function behindOn(jurisdictions: readonly CompiledJurisdiction[], worker: Worker, date: string): MinimumWageBehind[] {
  const behind: MinimumWageBehind[] = [];
  for (const jurisdiction of jurisdictions) {
    const wage = jurisdiction.minimumWage;
    if (wage === null || wage.adjustsYearlyOn === undefined || !covers(wage, worker)) continue;
    const last = wage.rates[wage.rates.length - 1];
    if (last === undefined) continue;
    const since = nextAnniversary(last.from, wage.adjustsYearlyOn);
    if (date >= since) behind.push({ jurisdiction: jurisdiction.name, since, lastRate: atRate(jurisdiction, last) });
  }
  return behind;
}

/** Jurisdictions from the widest to the most local: federal law, the state, the place. */
export function minimumWageOn(
  jurisdictions: readonly CompiledJurisdiction[],
  worker: Worker,
  date: string,
): MinimumWageAnswer {
  const minimum = highest(jurisdictions, worker, date);
  const unknown = jurisdictions.filter((j) => j.minimumWage === null).map((j) => j.name);
  // The next day any covering rate changes, and what the highest minimum is from then.
  let nextDate: string | undefined;
  for (const jurisdiction of jurisdictions) {
    const wage = jurisdiction.minimumWage;
    if (wage === null || !covers(wage, worker)) continue;
    for (const rate of wage.rates)
      if (rate.from > date && (nextDate === undefined || rate.from < nextDate)) nextDate = rate.from;
  }
  const later = nextDate === undefined ? null : highest(jurisdictions, worker, nextDate);
  const next = later !== null && later.hourly !== minimum?.hourly ? later : null;
  return { minimum, behind: behindOn(jurisdictions, worker, date), unknown, next };
}
