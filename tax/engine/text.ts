/**
 * The words of one calculation: the phrase book of its language, with the book's way of writing figures, and the
 * data's own sentences in that language. English is always here; another language's book is registered by the entry
 * point (tax/index.ts registers every one) or loaded on demand (ensureEngineLocale), as years of data are.
 */
import { englishTexts } from '@/paylaw/i18n/data-texts';
import { loadDataTexts as loadTaxTexts } from '../i18n';
import type { Outcome } from '../core/types';
import type { DataTexts, EngineLocale, TextOptions } from '../core/text-locale';
import type { Formats } from './format';
import { en, type EnginePhrases } from './phrases/en';

export interface EngineText {
  locale: EngineLocale;
  say: EnginePhrases;
  format: Formats;
  /** A data sentence or label in this language (the identity when none was given). */
  data: DataTexts;
}

const sameText: DataTexts = (english) => english;

export const ENGLISH: EngineText = { locale: 'en-US', say: en, format: en.format, data: sameText };

const BOOKS = new Map<EngineLocale, EnginePhrases>([['en-US', en]]);

/** One EngineText per language and data-text function, so the notes cached for one are found again for the same. */
const TEXTS = new Map<EngineLocale, { plain: EngineText; withData: WeakMap<DataTexts, EngineText> }>([
  ['en-US', { plain: ENGLISH, withData: new WeakMap() }],
]);

export function registerPhrases(locale: EngineLocale, book: EnginePhrases): void {
  if (BOOKS.has(locale)) return;
  BOOKS.set(locale, book);
  TEXTS.set(locale, {
    plain: { locale, say: book, format: book.format, data: sameText },
    withData: new WeakMap(),
  });
}

/** Whether a language's words are ready for a calculation now. */
export function isEngineLocaleLoaded(locale: EngineLocale): boolean {
  return BOOKS.has(locale);
}

/** Each language's book as its own chunk: an English page never downloads the Spanish one. */
const LOADERS: Record<EngineLocale, () => Promise<EnginePhrases>> = {
  'en-US': () => Promise.resolve(en),
  'es-US': () => import('./phrases/es').then((module) => module.es),
};

/** Loads a language's phrase book once; calculations in that language work from then on. */
export async function ensureEngineLocale(locale: EngineLocale): Promise<void> {
  if (BOOKS.has(locale)) return;
  registerPhrases(locale, await LOADERS[locale]());
}

const READY = new Map<EngineLocale, Promise<Required<TextOptions>>>();

/**
 * Everything a calculation needs to speak `locale`: its phrase book and the tax data's texts, loaded together (each its
 * own chunk, none for English). Pass the answer as the options of calculateWithLineNotes, explainPayroll or
 * describeStates; the same object each time, so what the engine caches per language is found again.
 *
 * The pay-law data's texts are not among them: they are the state guides' sentences about each rule, which the guides
 * render on the server. What the engine says about pay law (a minimum wage, whose overtime) its phrase book writes, so
 * a calculator page would download that catalog (17.5 KB gzip) for nothing.
 */
export function loadEngineTexts(locale: EngineLocale): Promise<Required<TextOptions>> {
  let ready = READY.get(locale);
  if (ready === undefined) {
    ready =
      locale === 'en-US'
        ? Promise.resolve({ locale, dataTexts: sameText })
        : Promise.all([ensureEngineLocale(locale), loadTaxTexts(locale)]).then(([, dataTexts]) => ({
            locale,
            dataTexts,
          }));
    // A failed download is tried again on the next call rather than remembered.
    ready.catch(() => READY.delete(locale));
    READY.set(locale, ready);
  }
  return ready;
}

/** The words the options ask for, or why there are none yet (the language's book not loaded). */
export function engineText(options: TextOptions | undefined): Outcome<EngineText> {
  const locale = options?.locale ?? 'en-US';
  const texts = TEXTS.get(locale);
  if (texts === undefined) {
    return {
      ok: false,
      errors: [
        {
          path: 'locale',
          message: `the ${locale} words are not loaded; await ensureEngineLocale('${locale}') before calculating`,
        },
      ],
    };
  }
  const dataTexts = options?.dataTexts;
  if (dataTexts === undefined || dataTexts === sameText || dataTexts === englishTexts)
    return { ok: true, value: texts.plain };
  let text = texts.withData.get(dataTexts);
  if (text === undefined) {
    text = { ...texts.plain, data: dataTexts };
    texts.withData.set(dataTexts, text);
  }
  return { ok: true, value: text };
}
