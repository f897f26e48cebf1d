/**
 * The tax data's visitor texts (tax/data: notes, labels, estimates, a state form's lines) in the visitor's language.
 * The Spanish catalog is its own module, loaded only for a Spanish page, so an English visitor never downloads it. The
 * pay-law data's texts have their own catalog (paylaw/generated), which only the server-rendered state guides read.
 */
import {
  catalogTexts,
  englishTexts,
  type DataTextCatalog,
  type DataTexts,
  type TextLocale,
} from '@/paylaw/i18n/data-texts';

export type { DataTexts, TextLocale } from '@/paylaw/i18n/data-texts';

const CATALOGS: Readonly<Record<Exclude<TextLocale, 'en-US'>, () => Promise<DataTextCatalog>>> = {
  'es-US': () => import('../generated/data-texts-es-US').then((module) => module.TAX_DATA_TEXTS_ES_US),
};

export async function loadDataTexts(locale: TextLocale): Promise<DataTexts> {
  return locale === 'en-US' ? englishTexts : catalogTexts(await CATALOGS[locale]());
}
