import { Section } from '@/components/ui/Section';
import { cx, text } from '@/components/ui/typography';
import { CheckIcon } from '../icons';
import type { BlockProps } from '../types';
import type { BenefitListResolved } from './resolve';
import styles from './benefit-list.module.css';

export function BenefitListBlock({ block, list }: BlockProps<'benefit-list'> & BenefitListResolved) {
  if (!list) return null;
  return (
    <Section heading={block.heading} intro={block.intro} size="md">
      <ul className={styles.list}>
        {list.items.map((item) => (
          <li key={item} className={cx(text.body, styles.item)}>
            <CheckIcon className={styles.check} />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
