/**
 * Splitting a workweek's hours into regular, overtime (time and a half) and double time, under one rule and then
 * under all the rules that apply together. Hours are in hundredths (hundredths.ts), Sunday first.
 */
import type { CompiledOvertimeRule } from '../core/types';

export interface HourSplit {
  regular: number;
  overtime: number;
  doubleTime: number;
}

const ZERO: HourSplit = { regular: 0, overtime: 0, doubleTime: 0 };

/**
 * One rule, as the law reads: each day's hours past the daily thresholds first (and a premium day's hours all at a
 * premium), then the week's remaining straight-time hours past the weekly threshold. Hours already paid a daily
 * premium are not counted again toward the week, as California's Labor Commissioner and the FLSA's crediting rule
 * (29 CFR 778.202) both have it.
 */
export function splitByRule(hoursByDay: readonly number[], rule: CompiledOvertimeRule): HourSplit {
  const scale = (hours: number | undefined) => (hours === undefined ? undefined : Math.round(hours * 100));
  const daily = scale(rule.daily);
  const doubleAfter = scale(rule.dailyDoubleTime);
  const premiumDoubleAfter = scale(rule.premiumDays?.doubleTimeAfter);
  let daysWorked = 0;
  let { regular, overtime, doubleTime } = ZERO;
  for (const hours of hoursByDay) {
    if (hours <= 0) continue;
    daysWorked += 1;
    if (rule.premiumDays !== undefined && daysWorked > rule.premiumDays.afterDays) {
      const double = premiumDoubleAfter === undefined ? 0 : Math.max(0, hours - premiumDoubleAfter);
      overtime += hours - double;
      doubleTime += double;
      continue;
    }
    const double = doubleAfter === undefined ? 0 : Math.max(0, hours - doubleAfter);
    const straightCap = Math.min(hours - double, daily ?? Infinity);
    overtime += hours - double - straightCap;
    doubleTime += double;
    regular += straightCap;
  }
  const weekly = scale(rule.weekly);
  if (weekly !== undefined && regular > weekly) {
    overtime += regular - weekly;
    regular = weekly;
  }
  return { regular, overtime, doubleTime };
}

/**
 * Several rules at once (federal, state, city): the worker gets the most protective of them. Every hour any rule
 * pays double is double time; beyond those, as many hours are at a premium as the rule with the most premium hours
 * gives. A premium paid under one rule counts toward another's (29 CFR 778.202), so the hours are not stacked, and the
 * result pays at least what each rule alone requires.
 */
export function combineSplits(totalHours: number, splits: readonly HourSplit[]): HourSplit {
  let doubleTime = 0;
  let premium = 0;
  for (const split of splits) {
    doubleTime = Math.max(doubleTime, split.doubleTime);
    premium = Math.max(premium, split.overtime + split.doubleTime);
  }
  const overtime = Math.max(0, premium - doubleTime);
  return { regular: totalHours - overtime - doubleTime, overtime, doubleTime };
}
