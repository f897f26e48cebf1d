import { Section } from '@/components/ui/Section';
import { cx, text } from '@/components/ui/typography';
import { gridClass } from '../grid';
import layout from '../layout.module.css';
import type { BlockProps } from '../types';
import type { FeatureBlocksResolved } from './resolve';
import styles from './feature-blocks.module.css';

const IMAGE_SIZE = 96;

export function FeatureBlocksBlock({ block, features }: BlockProps<'feature-blocks'> & FeatureBlocksResolved) {
  if (features.length === 0) return null;
  return (
    <Section heading={block.heading} intro={block.intro} anchor={block.anchor}>
      <ul className={gridClass(features.length, { smallScreenPairs: true })}>
        {features.map((feature) => (
          <li key={feature.title} className={cx(layout.card, styles.feature)}>
            {/* A plain <img> with fixed size: the illustrations are small and decorative, and next/image would ship client JS. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img
              src={feature.imageUrl}
              alt=""
              width={IMAGE_SIZE}
              height={IMAGE_SIZE}
              loading="lazy"
              decoding="async"
              className={styles.image}
            />
            <h3 className={text.h3}>{feature.title}</h3>
            <p className={cx(text.small, text.muted)}>{feature.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
