/**
 * The languages the engine writes its words in, and how a caller hands it the translations of the data's own
 * sentences. The codes are the data catalogs' (tax/i18n), the same as the site's locales, so one value passes through.
 */
import type { DataTexts, TextLocale } from '@/paylaw/i18n/data-texts';

export type { DataTexts };
export type EngineLocale = TextLocale;

export const ENGINE_LOCALES: readonly EngineLocale[] = ['en-US', 'es-US'];

/** What a caller may add to a calculation, an explanation or a state summary to have its words in a language. */
export interface TextOptions {
  /** 'en-US' when absent. */
  locale?: EngineLocale;
  /** The data's sentences in `locale` (loadEngineTexts gives them); they stay as the data has them when absent. */
  dataTexts?: DataTexts;
}
