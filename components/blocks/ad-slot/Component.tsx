import type { BlockProps } from '../types';
import { ReservedAdBox } from './ReservedAdBox';

/** Without an ad server nothing renders and nothing is reserved: an empty "Advertisement" box helps nobody. */
export function AdSlotBlock({ block, context }: BlockProps<'ad-slot'>) {
  if (!context.site.adServer.scriptUrl) return null;
  const slot = context.page.adSlots.find((candidate) => candidate.id === block.slot);
  return slot ? <ReservedAdBox slot={slot} /> : null;
}
