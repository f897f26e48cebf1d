/**
 * The calculator's words in the page's language, fetched beside the calculator's own code (never after it). Every
 * language, English too, is a chunk of its own, so a page downloads its own language's words and no other's.
 */
import type { LocaleCode } from '@/engine/locale';
import type { CalculatorMessages } from './types';

const LANGUAGES: Record<LocaleCode, () => Promise<CalculatorMessages>> = {
  'en-US': () => import('./en-US').then((module) => module.en),
  'es-US': () => import('./es-US').then((module) => module.es),
};

export const loadCalculatorMessages = (locale: LocaleCode): Promise<CalculatorMessages> => LANGUAGES[locale]();
