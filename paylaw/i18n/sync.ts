/**
 * The pay-law data's visitor texts in a language, at once. They are the state guides' sentences about each rule, read
 * on the server where the catalog's size costs no visitor anything; no browser module needs them (the calculator's
 * words about pay law come from the engine's phrase book).
 */
import { PAY_LAW_DATA_TEXTS_ES_US } from '../generated/data-texts-es-US';
import { catalogTexts, englishTexts, type DataTexts, type TextLocale } from './data-texts';

const ES_US = catalogTexts(PAY_LAW_DATA_TEXTS_ES_US);

export function dataTextsFor(locale: TextLocale): DataTexts {
  return locale === 'en-US' ? englishTexts : ES_US;
}
