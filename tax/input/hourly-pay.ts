/**
 * Hourly pay under pay law: the period's gross pay from the hours, with the hours by kind and the minimum wage in force
 * on the pay date. A week by day is split by every overtime rule that applies (federal, state, place) and repeated for
 * a longer pay period; a split the family gave is taken as given, and checked only against the minimum wage.
 */
import {
  PAY_LAW_RULES,
  jurisdictionsAt,
  minimumWageOn,
  payForWeek,
  rulesFor,
  type CompiledLocality,
  type StateCode,
} from '@/paylaw';
import { PERIODS_PER_YEAR, type PayFrequency, type PayHours } from '../core/types';
import { numberField } from './input-fields';
import { toCents, type PaySpec } from './parse-pay';
import type { FieldReader } from './reader';

const MAX_PERIOD_PAY = numberField('grossPay').max;

export interface PayContext {
  state: StateCode;
  locality: CompiledLocality | undefined;
  payFrequency: PayFrequency;
  /** YYYY-MM-DD the rules are read for, and whether the input gave it. */
  date: string;
  dateGiven: boolean;
}

const roundHours = (hours: number): number => Math.round(hours * 100) / 100;

export function hourlyPay(
  spec: Exclude<PaySpec, { kind: 'gross' }>,
  ctx: PayContext,
  r: FieldReader,
): { grossPay: number; hours: PayHours } | undefined {
  const jurisdictions = jurisdictionsAt(PAY_LAW_RULES, ctx.state, ctx.locality);
  const common = {
    worker: spec.worker,
    place: ctx.locality?.name,
    date: ctx.date,
    dateGiven: ctx.dateGiven,
    rules: rulesFor(jurisdictions, spec.worker, ctx.date),
  };
  if (spec.kind === 'split') {
    const gross = spec.rate * spec.regularHours + spec.rate * spec.overtimeMultiplier * spec.overtimeHours;
    return {
      grossPay: toCents(gross),
      hours: {
        ...common,
        rate: spec.rate,
        regularRate: spec.rate,
        overtimeMultiplier: spec.overtimeMultiplier,
        perPeriod: { regular: spec.regularHours, overtime: spec.overtimeHours, doubleTime: 0 },
        week: undefined,
        minimumWage: minimumWageOn(jurisdictions, spec.worker, ctx.date),
      },
    };
  }
  if (ctx.payFrequency === 'daily') {
    r.fail(
      'hourly.hoursByDay',
      'is a week of hours; a daily payroll pays one day: give that day as regularHours and overtimeHours, or choose weekly',
    );
    return undefined;
  }
  const week = payForWeek(jurisdictions, {
    rate: spec.rate,
    hoursByDay: spec.hoursByDay,
    date: ctx.date,
    ...spec.worker,
  });
  // A pay period longer than a week repeats the week: two for biweekly, 52 ÷ 12 for monthly.
  const weeks = 52 / PERIODS_PER_YEAR[ctx.payFrequency];
  const gross = week.gross * weeks;
  if (gross > MAX_PERIOD_PAY) {
    r.fail(
      'hourly.rate',
      `rate times hours comes to ${gross.toFixed(2)}, above the ${MAX_PERIOD_PAY} limit for one period`,
    );
    return undefined;
  }
  return {
    grossPay: toCents(gross),
    hours: {
      ...common,
      rate: spec.rate,
      regularRate: week.regularRate,
      overtimeMultiplier: 1.5,
      perPeriod: {
        regular: roundHours(week.hours.regular * weeks),
        overtime: roundHours(week.hours.overtime * weeks),
        doubleTime: roundHours(week.hours.doubleTime * weeks),
      },
      week,
      minimumWage: week.minimumWage,
    },
  };
}
