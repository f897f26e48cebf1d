/**
 * The headings of a state's registrations and filings in each language, for code that runs in the browser (the
 * calculator's next steps): each language is its own module, so an English page never downloads the Spanish.
 * Server code that has every language at hand may import ./en and ./es directly.
 */
import type { LocaleCode } from '@/engine/locale';
import type { NoteFactWords } from './types';

export type { NoteFactWords } from './types';

export const noteFactWordsLoaders: Record<LocaleCode, () => Promise<NoteFactWords>> = {
  'en-US': () => import('./en').then((module) => module.noteFactWordsEn),
  'es-US': () => import('./es').then((module) => module.noteFactWordsEs),
};
