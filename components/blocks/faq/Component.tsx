import { Paragraphs } from '@/components/ui/Paragraphs';
import { Section } from '@/components/ui/Section';
import { cx, text } from '@/components/ui/typography';
import { ExpandMoreIcon } from '../icons';
import type { BlockProps } from '../types';
import styles from './faq.module.css';

/**
 * Native <details>/<summary>: the browser does the toggling, keyboard and
 * expanded state, so the accordion ships no JavaScript, and the answers are in
 * the HTML for search engines and find-in-page.
 */
export function FaqBlock({ block }: BlockProps<'faq'>) {
  return (
    <Section heading={block.heading} anchor={block.anchor} size="md">
      <div className={styles.list}>
        {block.items.map((item, index) => (
          <details key={index} className={styles.item}>
            <summary className={styles.summary}>
              <h3 className={cx(text.h3, styles.question)}>{item.question}</h3>
              <ExpandMoreIcon className={styles.chevron} />
            </summary>
            <Paragraphs paragraphs={item.answer} className={styles.answer} />
          </details>
        ))}
      </div>
    </Section>
  );
}
