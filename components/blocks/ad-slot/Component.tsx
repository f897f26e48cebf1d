import type { BlockProps } from '../types';
import { AdFill } from './AdFill.client';
import { ReservedAdBox } from './ReservedAdBox';

/** Without an ad server nothing renders and nothing is reserved: an empty "Advertisement" box helps nobody. */
export function AdSlotBlock({ block, context }: BlockProps<'ad-slot'>) {
  if (!context.site.adServer.scriptUrl) return null;
  const slot = context.page.adSlots.find((candidate) => candidate.id === block.slot);
  if (!slot) return null;
  const sizes = slot.sizes.flatMap(([width, height]): Array<[number, number]> => (width !== undefined && height !== undefined ? [[width, height]] : []));
  return (
    <>
      <ReservedAdBox slot={slot} />
      <AdFill scriptUrl={context.site.adServer.scriptUrl} slotId={slot.id} adUnitPath={slot.adUnitPath} sizes={sizes} />
    </>
  );
}
