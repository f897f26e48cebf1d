import { Section } from '@/components/ui/Section';
import { cx, text } from '@/components/ui/typography';
import { gridClass } from '../grid';
import type { BlockProps } from '../types';
import type { ImpressionQuotesResolved } from './resolve';
import styles from './impression-quotes.module.css';

export function ImpressionQuotesBlock({ block, quotes }: BlockProps<'impression-quotes'> & ImpressionQuotesResolved) {
  if (quotes.length === 0) return null;
  return (
    <Section heading={block.heading} surface="paper">
      <ul className={cx(gridClass(quotes.length), styles.list)}>
        {quotes.map((quote) => (
          <li key={quote.id}>
            <figure>
              <h3 className={cx(text.h3, styles.impression)}>{quote.impression}</h3>
              <blockquote className={styles.quote}>
                <p className={text.body}>{quote.body}</p>
              </blockquote>
              <figcaption className={cx(text.small, text.muted, styles.author)}>{quote.author}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
