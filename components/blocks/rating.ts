import { DEFAULT_LOCALE, type LocaleCode } from '@/engine/locale';

/** One decimal, as review sites show it ("5.0", "4.5"), written the language's way. */
export function formatRating(value: number, locale: LocaleCode = DEFAULT_LOCALE): string {
  return value.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** Mean rounded to one decimal; undefined for no ratings rather than NaN. */
export function averageRating(ratings: readonly number[]): number | undefined {
  if (ratings.length === 0) return undefined;
  const sum = ratings.reduce((total, rating) => total + rating, 0);
  return Math.round((sum / ratings.length) * 10) / 10;
}
