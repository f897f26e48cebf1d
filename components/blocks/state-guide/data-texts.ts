/**
 * The words a guide shows from the tax data (a program's label, a withholding rule's reason, a certificate's name)
 * and from the pay-law data (a rule in words), in the page's language. Both data sets are written in English and
 * carry a catalog per language beside them; a guide is rendered on the server only, so it reads the catalogs at once
 * rather than loading them. This is the one place the guide blocks reach for them.
 */
import type { LocaleCode } from '@/engine/locale';
import { catalogTexts, englishTexts, type DataTexts } from '@/paylaw/i18n/data-texts';
import { PAY_LAW_DATA_TEXTS_ES_US } from '@/paylaw/generated/data-texts-es-US';
import { TAX_DATA_TEXTS_ES_US } from '@/tax/generated/data-texts-es-US';

export type { DataTexts } from '@/paylaw/i18n/data-texts';

const TAX_TEXTS: Record<LocaleCode, DataTexts> = {
  'en-US': englishTexts,
  'es-US': catalogTexts(TAX_DATA_TEXTS_ES_US),
};

const PAY_LAW_TEXTS: Record<LocaleCode, DataTexts> = {
  'en-US': englishTexts,
  'es-US': catalogTexts(PAY_LAW_DATA_TEXTS_ES_US),
};

/** Texts from the tax data (tax/), in the page's language. */
export const taxTextsFor = (locale: LocaleCode): DataTexts => TAX_TEXTS[locale];

/** Texts from the pay-law data (paylaw/generated/pay-law-texts.ts), in the page's language. */
export const payLawTextsFor = (locale: LocaleCode): DataTexts => PAY_LAW_TEXTS[locale];
