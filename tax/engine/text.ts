/**
 * The words of one calculation: the phrase book of its language, with the book's way of writing figures, and the
 * data's own sentences in that language. Each language's book, English too, is registered by the entry point
 * (tax/index.ts registers every one) or loaded on demand (ensureEngineLocale), as years of data are: a browser page
 * downloads the book of its own language and no other.
 */
import { catalogTexts, englishTexts, type DataTextCatalog } from '@/paylaw/i18n/data-texts';
import { hasStatePart, loadCatalogPart, type TranslatedLocale } from '../i18n';
import type { Outcome } from '../core/types';
import type { DataTexts, EngineLocale, TextOptions } from '../core/text-locale';
import type { Formats } from './format';
import type { EnginePhrases } from './phrases/en';

export interface EngineText {
  locale: EngineLocale;
  say: EnginePhrases;
  format: Formats;
  /** A data sentence or label in this language (the identity when none was given). */
  data: DataTexts;
}

/** The data's sentences as they are written (in English). */
export const asWritten: DataTexts = (english) => english;

const BOOKS = new Map<EngineLocale, EnginePhrases>();

/** One EngineText per language and data-text function, so the notes cached for one are found again for the same. */
const TEXTS = new Map<EngineLocale, { plain: EngineText; withData: WeakMap<DataTexts, EngineText> }>();

export function registerPhrases(locale: EngineLocale, book: EnginePhrases): void {
  if (BOOKS.has(locale)) return;
  BOOKS.set(locale, book);
  TEXTS.set(locale, {
    plain: { locale, say: book, format: book.format, data: asWritten },
    withData: new WeakMap(),
  });
}

/** Whether a language's words are ready for a calculation now. */
export function isEngineLocaleLoaded(locale: EngineLocale): boolean {
  return BOOKS.has(locale);
}

/** Each language's book as its own chunk: an English page never downloads the Spanish one, nor a Spanish page the
 * English one. */
const LOADERS: Record<EngineLocale, () => Promise<EnginePhrases>> = {
  'en-US': () => import('./phrases/en').then((module) => module.en),
  'es-US': () => import('./phrases/es').then((module) => module.es),
};

/** Loads a language's phrase book once; calculations in that language work from then on. */
export async function ensureEngineLocale(locale: EngineLocale): Promise<void> {
  if (BOOKS.has(locale)) return;
  registerPhrases(locale, await LOADERS[locale]());
}

const ENGLISH_OPTIONS: Required<TextOptions> = { locale: 'en-US', dataTexts: asWritten };

/** Each part of a language's catalog, fetched once; a failed fetch is tried again by the next caller. */
const PART_LOADS = new Map<string, Promise<DataTextCatalog>>();

function catalogPart(locale: TranslatedLocale, part: Parameters<typeof loadCatalogPart>[1]): Promise<DataTextCatalog> {
  const key = `${locale}:${part}`;
  let load = PART_LOADS.get(key);
  if (load === undefined) {
    load = loadCatalogPart(locale, part);
    load.catch(() => PART_LOADS.delete(key));
    PART_LOADS.set(key, load);
  }
  return load;
}

/** Per language, the catalog parts merged so far and the options that read them. */
const MERGED = new Map<
  EngineLocale,
  { parts: ReadonlySet<string>; catalog: DataTextCatalog; options: Required<TextOptions> }
>();

/** Which parts each options' data texts were made from, so a caller can tell whether a state's words are in. */
const PARTS_OF = new WeakMap<DataTexts, ReadonlySet<string>>();

/**
 * Everything a calculation needs to speak `locale`: its phrase book and the tax data's texts, each its own chunk
 * (English has a book but no texts: the data is written in it). The data's texts come in parts: those of no one
 * state always, and `state`'s when given, so a calculator fetches the texts of the state a family chose. Pass the
 * answer as the options of calculateWithLineNotes, explainPayroll or describeState. It is the same object until a
 * part is added; then a new one, with every part so far, so what the engine cached for the earlier object (keyed by
 * it) never stands for the new words.
 *
 * The pay-law data's texts are not among them: they are the state guides' sentences about each rule, which the guides
 * render on the server. What the engine says about pay law (a minimum wage, whose overtime) its phrase book writes, so
 * a calculator page would download that catalog (17.5 KB gzip) for nothing.
 */
export async function loadEngineTexts(locale: EngineLocale, state = ''): Promise<Required<TextOptions>> {
  if (locale === 'en-US') {
    await ensureEngineLocale(locale);
    return ENGLISH_OPTIONS;
  }
  const wanted = hasStatePart(locale, state) ? (['shared', state] as const) : (['shared'] as const);
  const [, ...catalogs] = await Promise.all([
    ensureEngineLocale(locale),
    ...wanted.map((part) => catalogPart(locale, part)),
  ]);
  const merged = MERGED.get(locale);
  if (merged !== undefined && wanted.every((part) => merged.parts.has(part))) return merged.options;
  const parts = new Set([...(merged?.parts ?? []), ...wanted]);
  const catalog = Object.assign({}, merged?.catalog, ...catalogs) as DataTextCatalog;
  const dataTexts = catalogTexts(catalog);
  PARTS_OF.set(dataTexts, parts);
  const options = { locale, dataTexts };
  MERGED.set(locale, { parts, catalog, options });
  return options;
}

/**
 * Whether the options speak of `state` in their language: true for English, for options loadEngineTexts did not make
 * (they carry what their maker gave), and for a state without texts of its own.
 */
export function engineTextsCover(options: TextOptions | undefined, state: string): boolean {
  const locale = options?.locale ?? 'en-US';
  const parts = options?.dataTexts === undefined ? undefined : PARTS_OF.get(options.dataTexts);
  return locale === 'en-US' || parts === undefined || parts.has(state) || !hasStatePart(locale, state);
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
  if (dataTexts === undefined || dataTexts === asWritten || dataTexts === englishTexts)
    return { ok: true, value: texts.plain };
  let text = texts.withData.get(dataTexts);
  if (text === undefined) {
    text = { ...texts.plain, data: dataTexts };
    texts.withData.set(dataTexts, text);
  }
  return { ok: true, value: text };
}
