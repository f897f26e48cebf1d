import type { BlockProps } from '../types';
import { AdFill } from './AdFill.client';
import type { AdSlotResolved } from './resolve';
import { ReservedAdBox } from './ReservedAdBox';

/** Nothing renders and nothing is reserved when the resolver found no slot to fill (no ad server, or no such slot). */
export function AdSlotBlock({ slot, scriptUrl, locale }: BlockProps<'ad-slot'> & AdSlotResolved) {
  if (!slot) return null;
  const sizes = slot.sizes.flatMap(([width, height]): Array<[number, number]> =>
    width !== undefined && height !== undefined ? [[width, height]] : [],
  );
  return (
    <>
      <ReservedAdBox slot={slot} locale={locale} />
      <AdFill scriptUrl={scriptUrl} slotId={slot.id} adUnitPath={slot.adUnitPath} sizes={sizes} />
    </>
  );
}
