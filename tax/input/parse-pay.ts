import { DUTIES, toHundredths, type Worker } from '@/paylaw';
import { INPUT_FIELDS, fieldsOf, numberField } from './input-fields';
import { readNumber } from './read-number';
import type { FieldReader } from './reader';

const MAX_PERIOD_PAY = numberField('grossPay').max;
const HOURLY_FIELDS: ReadonlySet<string> = new Set(fieldsOf('hourly'));
const DAY_HOURS = INPUT_FIELDS['hourly.hoursByDay'];
export const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/**
 * How the input states the pay: a gross amount; an hourly rate with the period's regular and overtime hours as the
 * family split them; or an hourly rate with a week's hours by day, which pay law splits (tax/input/hourly-pay.ts).
 */
export type PaySpec =
  | { kind: 'gross'; grossPay: number }
  | {
      kind: 'split';
      rate: number;
      regularHours: number;
      overtimeHours: number;
      overtimeMultiplier: number;
      worker: Worker;
    }
  | { kind: 'week'; rate: number; hoursByDay: number[]; worker: Worker };

function readWorker(h: FieldReader): Worker {
  return { duties: h.oneOf('duties', DUTIES) ?? 'childcare', liveIn: h.boolean('liveIn') ?? false };
}

/** Seven days' hours, Sunday first, each from 0 to 24 in hundredths of an hour, as hundredths. */
function readWeek(h: FieldReader): number[] | undefined {
  const raw = h.raw('hoursByDay');
  if (!Array.isArray(raw) || raw.length !== 7) {
    return h.fail(
      'hoursByDay',
      'must be seven numbers, the hours of each day from Sunday to Saturday, e.g. [0, 8, 8, 8, 8, 8, 0]',
    );
  }
  const days: number[] = [];
  raw.forEach((value: unknown, i) => {
    const where = `hoursByDay.${i}`;
    const day = DAY_NAMES[i] ?? `day ${i}`;
    if (typeof value !== 'number' || !Number.isFinite(value))
      h.fail(where, `${day}'s hours must be a number, got ${JSON.stringify(value)}`);
    else if (value < DAY_HOURS.min || value > DAY_HOURS.max)
      h.fail(where, `${day}'s hours must be from ${DAY_HOURS.min} to ${DAY_HOURS.max}, got ${value}`);
    else if (Math.abs(value * 100 - Math.round(value * 100)) > 1e-6)
      h.fail(where, `${day}'s hours must be in hundredths of an hour at most (7.25, not 7.253), got ${value}`);
    else days.push(toHundredths(value));
  });
  return days.length === 7 ? days : undefined;
}

/**
 * The pay as stated. Hourly pay by rate and hours is rounded to the cent once, as a paycheck is; a week by day is
 * worked out with the state and the pay date, which are read later (tax/input/hourly-pay.ts).
 */
export function readPay(r: FieldReader): PaySpec | undefined {
  const hasGross = r.has('grossPay');
  const hasHourly = r.has('hourly');
  if (hasGross && hasHourly) {
    r.fail('hourly', 'give either grossPay or hourly, not both');
    return undefined;
  }
  if (!hasGross && !hasHourly) {
    r.fail('grossPay', 'is required (or give hourly: { rate, hoursByDay } or { rate, regularHours, overtimeHours })');
    return undefined;
  }
  if (hasGross) {
    const grossPay = readNumber(r, 'grossPay');
    return grossPay === undefined ? undefined : { kind: 'gross', grossPay };
  }
  const h = r.object('hourly');
  if (h === undefined) return undefined;
  h.rejectUnknown(HOURLY_FIELDS);
  const rate = readNumber(h, 'hourly.rate');
  if (!h.has('rate')) h.fail('rate', 'is required: hours need an hourly rate');
  const worker = readWorker(h);
  if (h.has('hoursByDay')) {
    for (const key of ['regularHours', 'overtimeHours', 'overtimeMultiplier'] as const) {
      if (h.has(key))
        h.fail(key, 'give either hoursByDay (the law splits the hours) or regularHours and overtimeHours, not both');
    }
    const hoursByDay = readWeek(h);
    return rate === undefined || hoursByDay === undefined ? undefined : { kind: 'week', rate, hoursByDay, worker };
  }
  const regularHours = readNumber(h, 'hourly.regularHours');
  if (!h.has('regularHours'))
    h.fail('regularHours', 'is required (or give hoursByDay: the hours of each day of a week)');
  const overtimeHours = readNumber(h, 'hourly.overtimeHours') ?? 0;
  const overtimeMultiplier = readNumber(h, 'hourly.overtimeMultiplier') ?? 1.5;
  if (rate === undefined || regularHours === undefined) return undefined;
  const gross = rate * regularHours + rate * overtimeMultiplier * overtimeHours;
  if (gross > MAX_PERIOD_PAY) {
    h.fail('rate', `rate times hours comes to ${gross.toFixed(2)}, above the ${MAX_PERIOD_PAY} limit for one period`);
    return undefined;
  }
  return { kind: 'split', rate, regularHours, overtimeHours, overtimeMultiplier, worker };
}

/** Dollars rounded half up to the cent, once. */
export const toCents = (dollars: number): number => Math.round(dollars * 100 + 1e-6) / 100;
