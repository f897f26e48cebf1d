import type { ResolveContext } from '@/engine/resolve-context';
import type { BlockConfig } from '../types';

/** Without an ad server there is no slot to fill: an empty "Advertisement" box helps nobody. */
export function resolveAdSlot(block: BlockConfig<'ad-slot'>, context: ResolveContext) {
  const { scriptUrl } = context.site.adServer;
  return {
    scriptUrl,
    locale: context.locale,
    slot: scriptUrl ? context.page.adSlots.find((candidate) => candidate.id === block.slot) : undefined,
  };
}

export type AdSlotResolved = ReturnType<typeof resolveAdSlot>;
