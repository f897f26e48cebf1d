/**
 * Figures as Spanish (es-US) writes them, through Intl: "$1,234.50", "6.2%", "11 de mayo de 2026". The amounts are
 * rounded to the cent exactly as the English ones are, so both languages show the same figures.
 */
import { roundCents } from '../../core/money';
import type { Formats } from '../format';

const LOCALE = 'es-US';
const wholeDollars = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const withCents = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const longDate = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayMonth = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', timeZone: 'UTC' });
const twoDecimals = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const numberFormats = new Map<number, Intl.NumberFormat>();
function upTo(digits: number): Intl.NumberFormat {
  let format = numberFormats.get(digits);
  if (format === undefined) {
    format = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: digits, useGrouping: false });
    numberFormats.set(digits, format);
  }
  return format;
}

/** Whole cents, as the English text rounds them (money.ts). */
const inCents = (amount: number): number => Math.round(roundCents(amount) * 100);

const dateOf = (isoDate: string): Date => {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
};

export const SPANISH_FORMATS: Formats = {
  dollars: (amount) => {
    const cents = inCents(amount);
    return cents % 100 === 0 ? wholeDollars.format(cents / 100) : withCents.format(cents / 100);
  },
  cents: (amount) => withCents.format(inCents(amount) / 100),
  percent: (rate) => `${upTo(4).format(Number((rate * 100).toFixed(4)))}%`,
  percentTwoDecimals: (rate) => `${twoDecimals.format(Number((rate * 100).toFixed(2)))}%`,
  longDate: (isoDate) => longDate.format(dateOf(isoDate)),
  dayMonth: (isoDate) => dayMonth.format(dateOf(isoDate)),
  number: (value, digits) => upTo(digits).format(Number(value.toFixed(digits))),
};
