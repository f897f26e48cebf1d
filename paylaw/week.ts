/**
 * A workweek's pay under the law: its hours split into regular, overtime and double time by every rule that applies
 * to this worker (federal, state and local together, the most protective result), the regular rate, the week's
 * gross, and the minimum wage in force that day with whether the rate is below it.
 */
import type { CompiledJurisdiction, CompiledOvertimeRule } from './core/types';
import { fromHundredths } from './hours/hundredths';
import { combineSplits, splitByRule, type HourSplit } from './hours/split';
import { appliesTo, inForce, type Worker } from './rules/applies';
import { minimumWageOn, type MinimumWageAnswer } from './rules/minimum-wage';

export interface WeekInput extends Worker {
  /** Dollars an hour. */
  rate: number;
  /** Seven days, Sunday first, in hundredths of an hour. */
  hoursByDay: readonly number[];
  /** YYYY-MM-DD: the rules and the minimum wage in force that day. */
  date: string;
}

export interface AppliedRule {
  /** Whose rule: "federal law", "California", "Seattle, WA". */
  jurisdiction: string;
  rule: CompiledOvertimeRule;
  /** What this rule alone would make of the week, in hours. */
  hours: HourSplit;
}

export interface WeekPay {
  /** The week's hours by day, Sunday first, in hours. */
  hoursByDay: readonly number[];
  /** In hours (two decimals). */
  hours: HourSplit;
  regularRate: number;
  /** Unrounded dollars: rounded once, when the pay period is. */
  gross: number;
  rules: readonly AppliedRule[];
  /** The rule that decided the week (gave the most premium hours); undefined when no hour is at a premium. */
  deciding: AppliedRule | undefined;
  minimumWage: MinimumWageAnswer;
  belowMinimum: boolean;
}

export const OVERTIME_MULTIPLIER = 1.5;
export const DOUBLE_TIME_MULTIPLIER = 2;

const inHours = (split: HourSplit): HourSplit => ({
  regular: fromHundredths(split.regular),
  overtime: fromHundredths(split.overtime),
  doubleTime: fromHundredths(split.doubleTime),
});

/** The overtime rules in force for this worker on the day, widest jurisdiction first. */
export function rulesFor(jurisdictions: readonly CompiledJurisdiction[], worker: Worker, date: string) {
  return jurisdictions.flatMap((jurisdiction) =>
    jurisdiction.overtime
      .filter((rule) => appliesTo(rule.applies, worker) && inForce(rule, date))
      .map((rule) => ({ jurisdiction: jurisdiction.name, rule })),
  );
}

export function payForWeek(jurisdictions: readonly CompiledJurisdiction[], input: WeekInput): WeekPay {
  const worker: Worker = { duties: input.duties, liveIn: input.liveIn };
  const total = input.hoursByDay.reduce((sum, hours) => sum + hours, 0);
  const rules = rulesFor(jurisdictions, worker, input.date).map(({ jurisdiction, rule }) => ({
    jurisdiction,
    rule,
    split: splitByRule(input.hoursByDay, rule),
  }));
  const combined = combineSplits(
    total,
    rules.map((r) => r.split),
  );
  const premium = (split: HourSplit) => split.overtime + 2 * split.doubleTime;
  let deciding: (typeof rules)[number] | undefined;
  for (const applied of rules) {
    if (premium(applied.split) > 0 && (deciding === undefined || premium(applied.split) > premium(deciding.split)))
      deciding = applied;
  }
  const hours = inHours(combined);
  // One rate for the week, so the regular rate is that rate; with two rates it would be their weighted average (29 CFR 778.115).
  const regularRate = input.rate;
  const gross =
    input.rate * hours.regular +
    regularRate * OVERTIME_MULTIPLIER * hours.overtime +
    regularRate * DOUBLE_TIME_MULTIPLIER * hours.doubleTime;
  const minimumWage = minimumWageOn(jurisdictions, worker, input.date);
  const toApplied = (r: (typeof rules)[number]): AppliedRule => ({
    jurisdiction: r.jurisdiction,
    rule: r.rule,
    hours: inHours(r.split),
  });
  return {
    hoursByDay: input.hoursByDay.map(fromHundredths),
    hours,
    regularRate,
    gross,
    rules: rules.map(toApplied),
    deciding: deciding === undefined ? undefined : toApplied(deciding),
    minimumWage,
    belowMinimum: minimumWage.minimum !== null && input.rate < minimumWage.minimum.hourly,
  };
}
