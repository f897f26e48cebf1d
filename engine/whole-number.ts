import type { LocaleCode } from './locale';

/**
 * A whole number written the language's way ("2,000"), without Intl. A page's first Intl number format makes the
 * browser load that locale's data: 155–206 ms of main thread at Lighthouse's 4× CPU slowdown on this project's
 * machine (docs/performance.md), and the contact form formats its character count as it hydrates. Each published
 * locale groups thousands with its separator from four digits on; whole-number.test.ts holds every locale to
 * Intl's own output, so a locale with other rules fails there before it ships.
 */
const THOUSANDS_SEPARATOR: Record<LocaleCode, string> = { 'en-US': ',', 'es-US': ',' };

export function formatWholeNumber(value: number, locale: LocaleCode): string {
  if (!Number.isSafeInteger(value)) return value.toLocaleString(locale);
  const grouped = Math.abs(value)
    .toString()
    .replace(/\B(?=(\d{3})+$)/g, THOUSANDS_SEPARATOR[locale]);
  return value < 0 ? `-${grouped}` : grouped;
}
