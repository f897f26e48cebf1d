import { roundCents } from '../core/money';

/**
 * Dollar text for notes ("$3,000", "$1,234.50"). Hand-rolled because
 * toLocaleString goes through Intl, and a regex grouping showed up in the
 * benchmark; notes are built on every calculation.
 */
export function dollars(amount: number): string {
  const cents = Math.round(roundCents(amount) * 100);
  const text = grouped(Math.floor(cents / 100));
  const fraction = cents % 100;
  return fraction === 0 ? `$${text}` : `$${text}.${fraction < 10 ? '0' : ''}${fraction}`;
}

/**
 * An amount of tax or pay as the calculator's table prints it, always with its cents ("$243.00"), so the same figure
 * reads the same in a row and in its math.
 */
export function centsText(amount: number): string {
  const cents = Math.round(roundCents(amount) * 100);
  const fraction = cents % 100;
  return `$${grouped(Math.floor(cents / 100))}.${fraction < 10 ? '0' : ''}${fraction}`;
}

function grouped(whole: number): string {
  const digits = String(whole);
  let out = '';
  for (let i = 0; i < digits.length; i += 1) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += ',';
    out += digits[i];
  }
  return out;
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

/** How a phrase book writes figures: English by the hand-rolled functions above, Spanish through Intl (es-format.ts). */
export interface Formats {
  /** "$3,000", "$1,234.50": whole dollars without cents. */
  dollars(amount: number): string;
  /** "$243.00": always with the cents, as the calculator's table prints an amount. */
  cents(amount: number): string;
  /** "6.2%", to four decimals of a percent. */
  percent(rate: number): string;
  /** "2.50%": a rate with exactly two decimals. */
  percentTwoDecimals(rate: number): string;
  /** "11 May 2026". */
  longDate(isoDate: string): string;
  /** "11 May": a yearly day. */
  dayMonth(isoDate: string): string;
  /** A count of hours or periods, to `digits` decimals at most ("12.5"). */
  number(value: number, digits: number): string;
}

export const ENGLISH_FORMATS: Formats = {
  dollars,
  cents: centsText,
  percent,
  percentTwoDecimals: (rate) => `${(rate * 100).toFixed(2)}%`,
  longDate,
  dayMonth: (isoDate) => longDate(isoDate).replace(/ \d{4}$/, ''),
  number: (value, digits) => `${Number(value.toFixed(digits))}`,
};
