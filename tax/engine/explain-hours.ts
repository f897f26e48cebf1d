/**
 * "Show the math" for an hourly gross pay: the week's hours by day, what each overtime rule that applies makes of
 * them, the most protective result, the pay for the week and for the period, and the minimum wage in force. Built
 * from the structures the pay was computed from (tax/input/hourly-pay.ts), each rule with its own source.
 */
import { describeRule } from '@/paylaw';
import { DAY_NAMES } from '../input/parse-pay';
import {
  PERIODS_PER_YEAR,
  type HoursWorked,
  type PayHours,
  type PayrollInput,
  type PayrollResult,
} from '../core/types';
import { amount, money, YEAR_STEP_START, type Draft } from './explain-context';
import { longDate } from './format';

const hoursText = (hours: number): string => `${Number(hours.toFixed(2))} h`;

function split(hours: HoursWorked): string {
  const parts = [`${hoursText(hours.regular)} regular`];
  if (hours.overtime > 0) parts.push(`${hoursText(hours.overtime)} at time and a half`);
  if (hours.doubleTime > 0) parts.push(`${hoursText(hours.doubleTime)} at double time`);
  return parts.join(', ');
}

function payOf(rate: number, hours: HoursWorked, multiplier: number): string {
  const terms = [`${hoursText(hours.regular)} × ${money(rate)}`];
  if (hours.overtime > 0) terms.push(`${hoursText(hours.overtime)} × ${money(rate * multiplier)}`);
  if (hours.doubleTime > 0) terms.push(`${hoursText(hours.doubleTime)} × ${money(rate * 2)}`);
  const total = rate * hours.regular + rate * multiplier * hours.overtime + rate * 2 * hours.doubleTime;
  return `${terms.join(' + ')} = ${money(total)}`;
}

export function grossPayDraft(input: PayrollInput, periods: number, result: PayrollResult): Draft {
  const yearStep = `${YEAR_STEP_START}: ${amount(result.perPeriod.grossPay)} a pay period × ${periods} pay periods = ${amount(result.annual.grossPay)}`;
  const hours = input.hours;
  if (hours === undefined) return { line: 'grossPay', figures: [], steps: [yearStep] };
  return { line: 'grossPay', figures: figures(hours), steps: [...hourSteps(input, hours), yearStep] };
}

function figures(hours: PayHours): Draft['figures'] {
  const out: Draft['figures'] = hours.rules.map(({ jurisdiction, rule }) => ({
    label: `Overtime, ${jurisdiction}`,
    value: describeRule(rule),
    pointer: `paylaw:rule/${rule.id}`,
  }));
  const minimum = hours.minimumWage.minimum;
  if (minimum !== null) {
    out.push({
      label: `Minimum wage on ${longDate(hours.date)}, ${minimum.jurisdiction}`,
      value: `${money(minimum.hourly)} an hour`,
      pointer: `paylaw:minimumWage/${minimum.key}`,
      source: minimum.source,
    });
  }
  return out;
}

function hourSteps(input: PayrollInput, hours: PayHours): string[] {
  const week = hours.week;
  if (week === undefined) {
    return [`${payOf(hours.rate, hours.perPeriod, hours.overtimeMultiplier)} for the hours you gave`];
  }
  const byDay = DAY_NAMES.flatMap((name, i) => {
    const dayHours = week.hoursByDay[i] ?? 0;
    return dayHours > 0 ? [`${name} ${hoursText(dayHours)}`] : [];
  });
  const total = week.hours.regular + week.hours.overtime + week.hours.doubleTime;
  const steps = [`The week: ${byDay.join(', ') || 'no hours'}; ${hoursText(total)} in all.`];
  for (const applied of week.rules) {
    steps.push(`Under ${applied.jurisdiction} (${describeRule(applied.rule)}): ${split(applied.hours)}.`);
  }
  if (week.rules.length === 0) steps.push('No overtime rule applies to this worker: every hour is paid at the rate.');
  else if (week.rules.length > 1) steps.push(`The most protective result, which is owed: ${split(week.hours)}.`);
  steps.push(`${payOf(hours.regularRate, week.hours, 1.5)} for the week`);
  const weeks = 52 / PERIODS_PER_YEAR[input.payFrequency];
  if (weeks !== 1) steps.push(`× ${Number(weeks.toFixed(4))} weeks in a pay period = ${amount(input.grossPay)}`);
  return steps;
}
