/**
 * Everything a guide needs to write in one language: its own words, the notation of its figures and dates, and the
 * tax and pay-law data's texts in that language.
 */
import type { LocaleCode } from '@/engine/locale';
import { payLawTextsFor, taxTextsFor, type DataTexts } from './data-texts';
import { formatFor, type GuideFormat } from './format';
import { stateGuideMessages, type StateGuideMessages } from './messages';

export interface GuideLanguage {
  words: StateGuideMessages;
  format: GuideFormat;
  taxText: DataTexts;
  lawText: DataTexts;
}

export function guideLanguage(locale: LocaleCode): GuideLanguage {
  return {
    words: stateGuideMessages[locale],
    format: formatFor(locale),
    taxText: taxTextsFor(locale),
    lawText: payLawTextsFor(locale),
  };
}

const ROLE = / \((employee|employer)\)$/;

/**
 * A program's name without the side that pays it ("New York Paid Family Leave (employee)" → "New York Paid Family
 * Leave"): the data labels each side, and the guide names the program once. The label is translated whole, as the
 * data's translations hold it, and loses its last parenthesis in whichever language.
 */
export function programName(label: string, taxText: DataTexts): string {
  const translated = taxText(label);
  if (!ROLE.test(label)) return translated;
  return translated === label ? label.replace(ROLE, '') : translated.replace(/ \([^()]*\)$/, '');
}
