import { fieldsOf, numberField } from './input-fields';
import { readNumber } from './read-number';
import type { FieldReader } from './reader';

const MAX_PERIOD_PAY = numberField('grossPay').max;
const HOURLY_FIELDS: ReadonlySet<string> = new Set(fieldsOf('hourly'));

/**
 * Gross pay for the period: either stated, or hourly rate times hours with
 * overtime. Hourly pay is rounded to the cent here, once, as a paycheck is.
 */
export function readPay(r: FieldReader): number | undefined {
  const hasGross = r.has('grossPay');
  const hasHourly = r.has('hourly');
  if (hasGross && hasHourly) {
    r.fail('hourly', 'give either grossPay or hourly, not both');
    return undefined;
  }
  if (!hasGross && !hasHourly) {
    r.fail('grossPay', 'is required (or give hourly: { rate, regularHours, overtimeHours, overtimeMultiplier })');
    return undefined;
  }
  if (hasGross) return readNumber(r, 'grossPay');
  const h = r.object('hourly');
  if (h === undefined) return undefined;
  h.rejectUnknown(HOURLY_FIELDS);
  const rate = readNumber(h, 'hourly.rate');
  if (!h.has('rate')) h.fail('rate', 'is required: hours need an hourly rate');
  const regularHours = readNumber(h, 'hourly.regularHours');
  if (!h.has('regularHours')) h.fail('regularHours', 'is required');
  const overtimeHours = readNumber(h, 'hourly.overtimeHours') ?? 0;
  const multiplier = readNumber(h, 'hourly.overtimeMultiplier') ?? 1.5;
  if (rate === undefined || regularHours === undefined) return undefined;
  const gross = rate * regularHours + rate * multiplier * overtimeHours;
  if (gross > MAX_PERIOD_PAY) {
    h.fail('rate', `rate times hours comes to ${gross.toFixed(2)}, above the ${MAX_PERIOD_PAY} limit for one period`);
    return undefined;
  }
  return Math.round(gross * 100 + 1e-6) / 100;
}
