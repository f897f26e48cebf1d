import { DEFAULT_LOCALE, type LocaleCode } from '@/engine/locale';

/** How a guide writes its figures in one language: the same amounts to the cent, in that language's notation. */
export interface GuideFormat {
  /** Whole dollars when there are no cents ("$7,000", "$0.50"). */
  dollars(amount: number): string;
  /** Always to the cent, as the calculator shows the same lines ("$243.00"). */
  cents(amount: number): string;
  /** A rate held as a fraction, as a percentage with no trailing zeros (0.0265 → "2.65%"). */
  percent(rate: number): string;
  /** A calendar date, read the same whatever the server's time zone ("November 1, 2026", "1 de noviembre de 2026"). */
  longDate(isoDate: string): string;
  /** A day of every year ("07-01" → "July 1", "1 de julio"). */
  monthDay(mmdd: string): string;
}

const money = (locale: LocaleCode, digits: number) =>
  new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });

function makeFormat(locale: LocaleCode): GuideFormat {
  const whole = money(locale, 0);
  const toCent = money(locale, 2);
  const rate = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 4 });
  const long = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  const day = new Intl.DateTimeFormat(locale, { month: 'long', day: 'numeric', timeZone: 'UTC' });
  return {
    dollars: (amount) => (Number.isInteger(amount) ? whole : toCent).format(amount),
    cents: (amount) => toCent.format(amount),
    percent: (value) => rate.format(value),
    longDate: (isoDate) => long.format(new Date(`${isoDate}T12:00:00Z`)),
    monthDay: (mmdd) => day.format(new Date(`2000-${mmdd}T12:00:00Z`)),
  };
}

const formats = new Map<LocaleCode, GuideFormat>();

/** The guide's formatters for a language, made once. */
export function formatFor(locale: LocaleCode): GuideFormat {
  const known = formats.get(locale);
  if (known) return known;
  const made = makeFormat(locale);
  formats.set(locale, made);
  return made;
}

const english = formatFor(DEFAULT_LOCALE);

/** The English page's notation, for code and tests that state a figure as the English guide does. */
export const { dollars, cents, percent } = english;
