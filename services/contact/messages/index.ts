/**
 * Every language's contact words, for the server: the page picks one language's check words for its form, and the
 * handler answers in the language the form asked for. Code that runs in the browser imports ./en-US only.
 */
import { DEFAULT_LOCALE, LOCALE_CODES, languageOf, type LocaleCode } from '@/engine/locale';
import { en } from './en-US';
import { es } from './es-US';
import type { ContactMessages } from './types';

export type { ContactMessages } from './types';

export const contactMessages: Record<LocaleCode, ContactMessages> = { 'en-US': en, 'es-US': es };

/**
 * The language a request asks its answer in: the first language of its Accept-Language, which the contact form sets
 * to its page's locale. Anything else, or nothing, is answered in the default language.
 */
export function answerLocaleOf(request: Request): LocaleCode {
  const first = (request.headers.get('accept-language') ?? '').split(',')[0] ?? '';
  const language = first.split(';')[0]?.trim().slice(0, 2).toLowerCase();
  return LOCALE_CODES.find((code) => languageOf(code) === language) ?? DEFAULT_LOCALE;
}
