import type { BlockProps } from '../types';
import { ReservedAdBox } from './ReservedAdBox';

export function AdSlotBlock({ block, context }: BlockProps<'ad-slot'>) {
  const slot = context.page.adSlots.find((candidate) => candidate.id === block.slot);
  return slot ? <ReservedAdBox slot={slot} /> : null;
}
