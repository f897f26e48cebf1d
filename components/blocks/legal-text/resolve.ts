import type { ResolveContext } from '@/engine/resolve-context';
import { STORED_DATA, type StoredItem } from '@/services/privacy/stored-data';
import type { BlockConfig } from '../types';

/** A section may show the site's register of stored data: its names in this brand's words ({product} filled in). */
export function resolveLegalText(block: BlockConfig<'legal-text'>, context: ResolveContext) {
  const wanted = block.sections.some((section) => section.storedData === true);
  const storedData: StoredItem[] = wanted
    ? STORED_DATA.map((item) => ({ ...item, name: item.name.replace('{product}', context.site.brand.product) }))
    : [];
  return { storedData };
}

export type LegalTextResolved = ReturnType<typeof resolveLegalText>;
