/**
 * What pay law says about an hourly pay, in sentences: which hours were overtime and under whose rule, when the rate is
 * below the minimum wage, when the minimum changes, and what was left out. The figures come from the same structures
 * the pay was computed from (tax/input/hourly-pay.ts).
 */
import type { MinimumWageAt } from '@/paylaw';
import { PERIODS_PER_YEAR, type PayFrequency, type PayHours } from '../core/types';
import type { EngineText } from './text';

const minimumText = (m: MinimumWageAt, text: EngineText): string =>
  text.say.payLaw.minimumAt({ hourly: text.format.dollars(m.hourly), jurisdiction: m.jurisdiction });

function weekNotes(hours: PayHours, stateName: string, text: EngineText): string[] {
  const week = hours.week;
  if (week === undefined) return [];
  const total = week.hours.regular + week.hours.overtime + week.hours.doubleTime;
  const deciding = week.deciding;
  if (deciding !== undefined) {
    const { overtime, doubleTime } = week.hours;
    return [
      text.say.payLaw.weekOvertime({
        total,
        overtime,
        doubleTime,
        jurisdiction: deciding.jurisdiction,
        rule: text.say.overtimeRule(deciding.rule),
      }),
    ];
  }
  if (total > 40 && week.rules.length === 0) {
    const worker = hours.worker.liveIn ? 'liveIn' : hours.worker.duties === 'companionship' ? 'companion' : 'other';
    return [text.say.payLaw.noOvertime({ worker, state: stateName })];
  }
  return [];
}

/** A split the family gave: said when its regular hours a week pass a weekly overtime threshold that applies. */
function splitNotes(hours: PayHours, payFrequency: PayFrequency, text: EngineText): string[] {
  if (hours.week !== undefined) return [];
  let lowest: { weekly: number; jurisdiction: string } | undefined;
  for (const { jurisdiction, rule } of hours.rules) {
    if (rule.weekly !== undefined && (lowest === undefined || rule.weekly < lowest.weekly))
      lowest = { weekly: rule.weekly, jurisdiction };
  }
  if (lowest === undefined) return [];
  const regularPerWeek = (hours.perPeriod.regular * PERIODS_PER_YEAR[payFrequency]) / 52;
  if (regularPerWeek <= lowest.weekly + 1e-9) return [];
  return [
    text.say.payLaw.regularPastWeekly({
      perWeek: regularPerWeek,
      weekly: lowest.weekly,
      jurisdiction: lowest.jurisdiction,
    }),
  ];
}

function minimumWageNotes(hours: PayHours, stateName: string, text: EngineText): string[] {
  const { say, format } = text;
  const { minimum, next, unknown } = hours.minimumWage;
  const notes: string[] = [];
  if (minimum === null) {
    notes.push(
      hours.worker.duties === 'companionship'
        ? say.payLaw.noMinimumCompanion(stateName)
        : say.payLaw.noMinimum(stateName),
    );
  } else if (hours.rate < minimum.hourly) {
    notes.push(
      say.payLaw.belowMinimum({
        rate: format.dollars(hours.rate),
        minimum: minimumText(minimum, text),
        from: format.longDate(minimum.effective),
        authority: minimum.source.authority,
      }),
    );
  }
  if (next !== null) {
    notes.push(
      say.payLaw.minimumChanges({
        minimum: minimumText(next, text),
        on: format.longDate(next.effective),
        dateGiven: hours.dateGiven,
      }),
    );
  }
  for (const behind of hours.minimumWage.behind) {
    notes.push(
      say.payLaw.minimumBehind({
        jurisdiction: say.jurisdiction(behind.jurisdiction),
        yearly: format.dayMonth(behind.since),
        since: format.longDate(behind.since),
        lastFrom: format.longDate(behind.lastRate.effective),
        lastHourly: format.dollars(behind.lastRate.hourly),
      }),
    );
  }
  if (unknown.length > 0) notes.push(say.payLaw.minimumUnconfirmed(unknown.map(say.jurisdiction)));
  return notes;
}

export function payLawNotes(
  hours: PayHours,
  stateName: string,
  payFrequency: PayFrequency,
  text: EngineText,
): string[] {
  return [
    ...weekNotes(hours, stateName, text),
    ...splitNotes(hours, payFrequency, text),
    ...minimumWageNotes(hours, stateName, text),
  ];
}
