/**
 * "Show the math" for an hourly gross pay: the week's hours by day, what each overtime rule that applies makes of
 * them, the most protective result, the pay for the week and for the period, and the minimum wage in force. Built
 * from the structures the pay was computed from (tax/input/hourly-pay.ts), each rule with its own source.
 */
import {
  PERIODS_PER_YEAR,
  type HoursWorked,
  type PayHours,
  type PayrollInput,
  type PayrollResult,
} from '../core/types';
import type { Draft } from './explain-context';
import type { EngineText } from './text';

function split(text: EngineText, hours: HoursWorked): string {
  const say = text.say.hours;
  const parts = [say.regular(say.hours(hours.regular))];
  if (hours.overtime > 0) parts.push(say.timeAndAHalf(say.hours(hours.overtime)));
  if (hours.doubleTime > 0) parts.push(say.doubleTime(say.hours(hours.doubleTime)));
  return parts.join(', ');
}

function payOf(text: EngineText, rate: number, hours: HoursWorked, multiplier: number): string {
  const { hours: hoursText } = text.say.hours;
  const money = text.format.dollars;
  const terms = [`${hoursText(hours.regular)} × ${money(rate)}`];
  if (hours.overtime > 0) terms.push(`${hoursText(hours.overtime)} × ${money(rate * multiplier)}`);
  if (hours.doubleTime > 0) terms.push(`${hoursText(hours.doubleTime)} × ${money(rate * 2)}`);
  const total = rate * hours.regular + rate * multiplier * hours.overtime + rate * 2 * hours.doubleTime;
  return `${terms.join(' + ')} = ${money(total)}`;
}

export function grossPayDraft(input: PayrollInput, periods: number, result: PayrollResult, text: EngineText): Draft {
  const yearStep = text.say.hours.yearOfGross({
    perPeriod: text.format.cents(result.perPeriod.grossPay),
    periods,
    annual: text.format.cents(result.annual.grossPay),
  });
  const hours = input.hours;
  if (hours === undefined) return { line: 'grossPay', figures: [], steps: [yearStep] };
  return { line: 'grossPay', figures: figures(text, hours), steps: [...hourSteps(text, input, hours), yearStep] };
}

function figures(text: EngineText, hours: PayHours): Draft['figures'] {
  const { say, format } = text;
  const out: Draft['figures'] = hours.rules.map(({ jurisdiction, rule }) => ({
    label: say.hours.overtimeOf(say.jurisdiction(jurisdiction)),
    value: say.overtimeRule(rule),
    pointer: `paylaw:rule/${rule.id}`,
  }));
  const minimum = hours.minimumWage.minimum;
  if (minimum !== null) {
    out.push({
      label: say.hours.minimumWageOn({
        date: format.longDate(hours.date),
        jurisdiction: say.jurisdiction(minimum.jurisdiction),
      }),
      value: say.hours.anHour(format.dollars(minimum.hourly)),
      pointer: `paylaw:minimumWage/${minimum.key}`,
      source: minimum.source,
    });
  }
  return out;
}

function hourSteps(text: EngineText, input: PayrollInput, hours: PayHours): string[] {
  const { say, format } = text;
  const week = hours.week;
  if (week === undefined) {
    return [say.hours.forHoursGiven(payOf(text, hours.rate, hours.perPeriod, hours.overtimeMultiplier))];
  }
  const byDay = say.dayNames.flatMap((name, i) => {
    const dayHours = week.hoursByDay[i] ?? 0;
    return dayHours > 0 ? [`${name} ${say.hours.hours(dayHours)}`] : [];
  });
  const total = week.hours.regular + week.hours.overtime + week.hours.doubleTime;
  const steps = [say.hours.theWeek({ days: byDay, total: say.hours.hours(total) })];
  for (const applied of week.rules) {
    steps.push(
      say.hours.underRule({
        jurisdiction: say.jurisdiction(applied.jurisdiction),
        rule: say.overtimeRule(applied.rule),
        split: split(text, applied.hours),
      }),
    );
  }
  if (week.rules.length === 0) steps.push(say.hours.noRule);
  else if (week.rules.length > 1) steps.push(say.hours.mostProtective(split(text, week.hours)));
  steps.push(say.hours.forTheWeek(payOf(text, hours.regularRate, week.hours, 1.5)));
  const weeks = 52 / PERIODS_PER_YEAR[input.payFrequency];
  if (weeks !== 1) steps.push(say.hours.weeksInPeriod({ weeks, pay: format.cents(input.grossPay) }));
  return steps;
}
