import { Section } from '@/components/ui/Section';
import { cx, text } from '@/components/ui/typography';
import { gridClass } from '../grid';
import layout from '../layout.module.css';
import { StarRating } from '../StarRating';
import type { BlockProps } from '../types';
import type { ReviewsResolved } from './resolve';
import { reviewListId } from './summary';
import styles from './reviews.module.css';

export function ReviewsBlock({ block, reviews, summary }: BlockProps<'reviews'> & ReviewsResolved) {
  if (reviews.length === 0) return null;
  const listId = reviewListId(block.anchor);
  return (
    <Section heading={block.heading} anchor={block.anchor}>
      {summary && (
        // The summary says what it averages and leads to those very reviews.
        <a href={`#${listId}`} className={styles.summary}>
          {/* The stars' label already says the number to screen readers. */}
          <span className={styles.average} aria-hidden="true">
            {summary.shown}
          </span>
          <StarRating value={summary.average} label={summary.label} size={28} />
          <span className={cx(text.body, styles.what)}>{summary.what}</span>
        </a>
      )}
      <ul id={listId} className={gridClass(reviews.length === 1 ? 1 : 2)}>
        {reviews.map((review) => (
          <li key={review.id} className={layout.card}>
            <StarRating value={review.rating} label={review.ratingLabel} />
            <p className={cx(text.body, styles.comment)}>{review.comment}</p>
            <p className={cx(text.small, styles.name)}>{review.name}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
