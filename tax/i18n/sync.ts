/**
 * The tax data's visitor texts in a language, at once: for server rendering and build steps, where the catalog's size
 * costs no visitor anything. The browser loads the catalog a part at a time instead (./index, through the engine's
 * loadEngineTexts), Spanish only for a Spanish page.
 */
import { catalogTexts, englishTexts, type DataTexts, type TextLocale } from '@/paylaw/i18n/data-texts';
import { TAX_DATA_TEXTS_ES_US } from '../generated/data-texts-es-US';

const ES_US = catalogTexts(TAX_DATA_TEXTS_ES_US);

export function dataTextsFor(locale: TextLocale): DataTexts {
  return locale === 'en-US' ? englishTexts : ES_US;
}
