/**
 * The calculator's words in the page's language, fetched beside the calculator's own code (never after it). English
 * is built into that code, so an English page fetches nothing more; each other language is a chunk of its own, and an
 * English page never downloads it.
 */
import type { LocaleCode } from '@/engine/locale';
import type { CalculatorMessages } from './types';

const OTHER_LANGUAGES: Record<Exclude<LocaleCode, 'en-US'>, () => Promise<CalculatorMessages>> = {
  'es-US': () => import('./es-US').then((module) => module.es),
};

/** Undefined for English, which the calculator already carries. */
export function loadCalculatorMessages(locale: LocaleCode): Promise<CalculatorMessages | undefined> {
  return locale === 'en-US' ? Promise.resolve(undefined) : OTHER_LANGUAGES[locale]();
}
