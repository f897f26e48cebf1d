/**
 * The toasts' words in the page's language: English is built in (../toasts.ts), another language is fetched on the
 * first toast that needs it, alongside the toast stack, so a page that shows none never loads it.
 */
import { DEFAULT_LOCALE, type LocaleCode } from '@/engine/locale';
import { GENERIC_ERROR_MESSAGE } from '../toasts';
import type { ToastMessages } from './types';

const english: ToastMessages = { genericError: GENERIC_ERROR_MESSAGE };

const loaders: Record<LocaleCode, () => Promise<ToastMessages>> = {
  'en-US': () => Promise.resolve(english),
  'es-US': () => import('./es-US').then((module) => module.es),
};

/** Shows the generic error toast in the page's language: at once in English, and in English should a fetch fail. */
export function showGenericError(locale: LocaleCode, show: (message: string) => void): void {
  if (locale === DEFAULT_LOCALE) {
    show(english.genericError);
    return;
  }
  loaders[locale]().then(
    (words) => show(words.genericError),
    () => show(english.genericError),
  );
}
