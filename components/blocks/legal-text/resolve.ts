import { DEFAULT_LOCALE, type LocaleCode } from '@/engine/locale';
import type { ResolveContext } from '@/engine/resolve-context';
import { STORED_DATA, type StoredItem } from '@/services/privacy/stored-data';
import type { BlockConfig } from '../types';
import { longDate } from '@/components/ui/calendar-date';
import { legalTextMessages } from './messages';
import { STORED_DATA_ES, storedKey } from './stored-data-es';

/** The register's entry in the page's language: its purpose and lifetime, and who sets it. */
function inLanguage(item: StoredItem, locale: LocaleCode): StoredItem {
  if (locale === DEFAULT_LOCALE) return item;
  const words = STORED_DATA_ES[storedKey(item.kind, item.name)];
  // A page never mixes languages: an entry without its translation stops the build here (a unit test says so first).
  if (!words) throw new Error(`no Spanish for the stored-data entry ${item.kind} ${item.name}`);
  return { ...item, ...words };
}

/**
 * A section may show the site's register of stored data: its names in this brand's words ({product} filled in), its
 * descriptions in the page's language.
 */
export function resolveLegalText(block: BlockConfig<'legal-text'>, context: ResolveContext) {
  const wanted = block.sections.some((section) => section.storedData === true);
  const storedData: StoredItem[] = wanted
    ? STORED_DATA.map((item) => ({
        ...inLanguage(item, context.locale),
        name: item.name.replace('{product}', context.site.brand.product),
      }))
    : [];
  return {
    storedData,
    updated: longDate(block.lastUpdated, context.locale),
    words: legalTextMessages[context.locale],
  };
}

export type LegalTextResolved = ReturnType<typeof resolveLegalText>;
