import { DEFAULT_LOCALE, type LocaleCode } from '@/engine/locale';

/** "$45" for whole dollars, "$49.99" otherwise: cents only when there are any. The same figures in every language. */
export function formatDollars(amount: number, locale: LocaleCode = DEFAULT_LOCALE): string {
  const cents = Number.isInteger(amount) ? 0 : 2;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents,
    maximumFractionDigits: cents,
  }).format(amount);
}
