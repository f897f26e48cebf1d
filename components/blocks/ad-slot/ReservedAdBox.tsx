import type { CSSProperties } from 'react';
import type { AdSlotDefinition } from '@/schemas/generated/config-types';
import { cx, text } from '@/components/ui/typography';
import type { LocaleCode } from '@/engine/locale';
import { reservedAdBox, sizeList } from './ad-size';
import styles from './ad-slot.module.css';
import { adSlotMessages } from './messages';

export type AdSlotShape = Pick<AdSlotDefinition, 'id' | 'adUnitPath' | 'audience' | 'sizes'>;

/**
 * Only the reserved, empty container: the ad library fills it later by
 * data-ad-slot, so the page never shifts when (or if) an ad arrives.
 */
export function ReservedAdBox({ slot, locale }: { slot: AdSlotShape; locale: LocaleCode }) {
  const size = reservedAdBox(slot.sizes);
  if (!size) return null;
  // The reserved size depends on the slot, so it is an inline style, present in the HTML before any CSS or JS.
  const reserved: CSSProperties = { maxWidth: `${size.width}px`, height: `${size.height}px` };
  const { advertisement } = adSlotMessages[locale];
  return (
    <section aria-label={advertisement} className={styles.slot}>
      <p className={cx(text.small, text.muted, styles.label)}>{advertisement}</p>
      <div
        data-ad-slot={slot.id}
        data-audience={slot.audience}
        data-ad-unit-path={slot.adUnitPath}
        data-ad-sizes={sizeList(slot.sizes)}
        className={styles.box}
        style={reserved}
      />
    </section>
  );
}
