/**
 * The languages a page can be published in. Code that shows words (blocks, the shell, the calculator) picks its
 * messages by `LocaleCode`; a `Record<LocaleCode, …>` of messages cannot compile with a language missing.
 */
import type { SiteLocale } from '@/schemas/generated/config-types';

export type LocaleCode = SiteLocale['code'];

export const DEFAULT_LOCALE: LocaleCode = 'en-US';

/** Every locale code the schema allows, default first. */
export const LOCALE_CODES: readonly LocaleCode[] = ['en-US', 'es-US'];

export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (LOCALE_CODES as readonly string[]).includes(value);
}

/** The `<html lang>` value and the `lang` query value enrollment receives ("en", "es"). */
export function languageOf(locale: LocaleCode): string {
  return locale.slice(0, 2);
}
