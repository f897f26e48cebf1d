/**
 * The tax data's visitor texts (tax/data: notes, labels, estimates, a state form's lines) in the visitor's language,
 * for the browser. The Spanish catalog comes in parts, each its own chunk: the texts of no one state, and each state's
 * (both years and its local taxes), so a Spanish calculation fetches the state it is for and an English visitor
 * fetches none. The pay-law data's texts have their own catalog (paylaw/generated), which only the server-rendered
 * state guides read; the server reads this one whole (./sync).
 */
import type { DataTextCatalog, TextLocale } from '@/paylaw/i18n/data-texts';
import { TAX_DATA_TEXTS_ES_US_PARTS } from '../generated/data-texts-es-US-parts';
import type { StateCode } from '../generated/tax-year';

export type { TextLocale } from '@/paylaw/i18n/data-texts';

/** A language other than English, whose catalog is loaded. */
export type TranslatedLocale = Exclude<TextLocale, 'en-US'>;

interface CatalogParts {
  shared: () => Promise<DataTextCatalog>;
  states: { readonly [Code in StateCode]?: () => Promise<DataTextCatalog> };
}

const PARTS: Readonly<Record<TranslatedLocale, CatalogParts>> = { 'es-US': TAX_DATA_TEXTS_ES_US_PARTS };

/** Whether a state has texts of its own in a language's catalog (a state the data says little of may have none). */
export const hasStatePart = (locale: TranslatedLocale, state: string): state is StateCode =>
  Object.hasOwn(PARTS[locale].states, state);

/** One part of a language's catalog: 'shared' (the texts of no one state) or a state's (empty when it has none). */
export function loadCatalogPart(locale: TranslatedLocale, part: 'shared' | StateCode): Promise<DataTextCatalog> {
  if (part === 'shared') return PARTS[locale].shared();
  return PARTS[locale].states[part]?.() ?? Promise.resolve({});
}
