import { roundCents } from '../core/money';

/**
 * Dollar text for notes ("$3,000", "$1,234.50"). Hand-rolled because
 * toLocaleString goes through Intl, and a regex grouping showed up in the
 * benchmark; notes are built on every calculation.
 */
export function dollars(amount: number): string {
  const cents = Math.round(roundCents(amount) * 100);
  const whole = String(Math.floor(cents / 100));
  const fraction = cents % 100;
  let grouped = '';
  for (let i = 0; i < whole.length; i += 1) {
    if (i > 0 && (whole.length - i) % 3 === 0) grouped += ',';
    grouped += whole[i];
  }
  return fraction === 0 ? `$${grouped}` : `$${grouped}.${fraction < 10 ? '0' : ''}${fraction}`;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "2026-05-11" as "11 May 2026", for notes a family reads. */
export function longDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${Number(day)} ${MONTHS[Number(month) - 1] ?? month} ${year}`;
}

const percentCache = new Map<number, string>();

/** Rates come from a small fixed set in the data, so their text is cached. */
export function percent(rate: number): string {
  let text = percentCache.get(rate);
  if (text === undefined) {
    text = `${Number((rate * 100).toFixed(4))}%`;
    percentCache.set(rate, text);
  }
  return text;
}
