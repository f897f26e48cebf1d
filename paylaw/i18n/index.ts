/**
 * The pay-law data's visitor texts (paylaw/data: each rule in words) in the visitor's language. The Spanish catalog is
 * its own module, loaded only for a Spanish page, so an English visitor never downloads it.
 */
import { catalogTexts, englishTexts, type DataTextCatalog, type DataTexts, type TextLocale } from './data-texts';

export type { DataTexts, TextLocale } from './data-texts';

const CATALOGS: Readonly<Record<Exclude<TextLocale, 'en-US'>, () => Promise<DataTextCatalog>>> = {
  'es-US': () => import('../generated/data-texts-es-US').then((module) => module.PAY_LAW_DATA_TEXTS_ES_US),
};

export async function loadDataTexts(locale: TextLocale): Promise<DataTexts> {
  return locale === 'en-US' ? englishTexts : catalogTexts(await CATALOGS[locale]());
}
