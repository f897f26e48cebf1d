/**
 * What pay law says about an hourly pay, in sentences: which hours were overtime and under whose rule, when the rate is
 * below the minimum wage, when the minimum changes, and what was left out. The figures come from the same structures
 * the pay was computed from (tax/input/hourly-pay.ts).
 */
import { describeRule, type MinimumWageAt } from '@/paylaw';
import { PERIODS_PER_YEAR, type PayFrequency, type PayHours } from '../core/types';
import { dollars, longDate } from './format';

const count = (hours: number): string => `${Number(hours.toFixed(2))}`;

const minimumText = (m: MinimumWageAt): string =>
  `${dollars(m.hourly)} an hour${m.jurisdiction === 'federal law' ? ' under federal law' : ` in ${m.jurisdiction}`}`;

/** Whose law: "federal law", "California law", "the law of Seattle, WA". */
const lawOf = (jurisdiction: string): string =>
  jurisdiction === 'federal law'
    ? 'federal law'
    : jurisdiction.includes(',')
      ? `the law of ${jurisdiction}`
      : `${jurisdiction} law`;

function weekNotes(hours: PayHours, stateName: string): string[] {
  const week = hours.week;
  if (week === undefined) return [];
  const total = week.hours.regular + week.hours.overtime + week.hours.doubleTime;
  const deciding = week.deciding;
  if (deciding !== undefined) {
    const { overtime, doubleTime } = week.hours;
    const verb = (hours: number) => `${count(hours)} ${hours === 1 ? 'is' : 'are'} paid`;
    const premium =
      overtime === 0
        ? `${verb(doubleTime)} at double time`
        : doubleTime === 0
          ? `${verb(overtime)} at time and a half`
          : `${verb(overtime)} at time and a half and ${count(doubleTime)} at double time`;
    return [
      `Of the week's ${count(total)} hours, ${premium} under ${lawOf(deciding.jurisdiction)}, the most protective that applies here: ${describeRule(deciding.rule)}.`,
    ];
  }
  if (total > 40 && week.rules.length === 0) {
    const who = hours.worker.liveIn
      ? 'a worker who lives in your home'
      : hours.worker.duties === 'companionship'
        ? 'a companion you hire directly'
        : 'this worker';
    return [
      `No hour is overtime: federal law requires no overtime for ${who}, and ${stateName} has no overtime rule for them.`,
    ];
  }
  return [];
}

/** A split the family gave: said when its regular hours a week pass a weekly overtime threshold that applies. */
function splitNotes(hours: PayHours, payFrequency: PayFrequency): string[] {
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
    `The regular hours come to ${count(regularPerWeek)} a week, more than the ${lowest.weekly} after which ${lowest.jurisdiction === 'federal law' ? 'federal law' : lowest.jurisdiction} requires time and a half: count the hours past ${lowest.weekly} as overtime, or give the hours of each day (hoursByDay) to have them worked out.`,
  ];
}

function minimumWageNotes(hours: PayHours, stateName: string): string[] {
  const { minimum, next, unknown } = hours.minimumWage;
  const notes: string[] = [];
  if (minimum === null) {
    notes.push(
      hours.worker.duties === 'companionship'
        ? `No minimum wage covers a companion you hire directly in ${stateName}: federal law exempts companionship, and ${stateName}'s law does not reach it.`
        : `No minimum wage law covers this worker in ${stateName}.`,
    );
  } else if (hours.rate < minimum.hourly) {
    notes.push(
      `The hourly rate, ${dollars(hours.rate)}, is below the minimum wage that applies: ${minimumText(minimum)} from ${longDate(minimum.effective)} (${minimum.source.authority}).`,
    );
  }
  if (next !== null) {
    notes.push(
      `The minimum wage becomes ${minimumText(next)} on ${longDate(next.effective)}${hours.dateGiven ? '' : '; give payDate for a pay from that day'}.`,
    );
  }
  for (const behind of hours.minimumWage.behind) {
    notes.push(
      `${behind.jurisdiction} adjusts its minimum wage every year on ${longDate(behind.since).replace(/ \d{4}$/, '')}; the rate from ${longDate(behind.since)} is not in these figures yet, so its rate from ${longDate(behind.lastRate.effective)}, ${dollars(behind.lastRate.hourly)} an hour, is used: the minimum you owe may be higher.`,
    );
  }
  if (unknown.length > 0)
    notes.push(
      `${unknown.join(' and ')}: its own minimum wage for household workers is not confirmed yet, so it is left out.`,
    );
  return notes;
}

export function payLawNotes(hours: PayHours, stateName: string, payFrequency: PayFrequency): string[] {
  return [...weekNotes(hours, stateName), ...splitNotes(hours, payFrequency), ...minimumWageNotes(hours, stateName)];
}
