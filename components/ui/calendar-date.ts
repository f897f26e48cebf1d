import { DEFAULT_LOCALE, type LocaleCode } from '@/engine/locale';

const formats = new Map<LocaleCode, Intl.DateTimeFormat>();

function longFormat(locale: LocaleCode): Intl.DateTimeFormat {
  let format = formats.get(locale);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    formats.set(locale, format);
  }
  return format;
}

/**
 * "2026-11-01" → "November 1, 2026" (es-US: "1 de noviembre de 2026"): a calendar date, read the same whatever the
 * server's time zone.
 */
export const longDate = (isoDate: string, locale: LocaleCode = DEFAULT_LOCALE): string =>
  longFormat(locale).format(new Date(`${isoDate}T12:00:00Z`));
