import { Section } from '@/components/ui/Section';
import { cx, text } from '@/components/ui/typography';
import type { BlockProps } from '../types';
import type { StateGuideIndexResolved } from './resolve';
import layout from '../layout.module.css';
import styles from './state-guide-index.module.css';

export function StateGuideIndexBlock({ block, guides }: BlockProps<'state-guide-index'> & StateGuideIndexResolved) {
  return (
    <Section heading={block.heading} intro={block.intro} anchor={block.anchor}>
      <ul className={cx(layout.grid, layout.smTwo, layout.three, styles.grid)}>
        {guides.map((guide) => (
          <li key={guide.href} className={styles.item}>
            <a href={guide.href} className={cx(text.h3, styles.link)}>
              {guide.name}
            </a>
            <p className={cx(text.body, text.muted, styles.traits)}>{guide.traits.join(' · ')}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
