import { Section } from '@/components/ui/Section';
import { cx, text } from '@/components/ui/typography';
import { gridClass } from '../grid';
import layout from '../layout.module.css';
import { formatRating } from '../rating';
import { StarRating } from '../StarRating';
import type { BlockProps } from '../types';
import type { ReviewsResolved } from './resolve';
import styles from './reviews.module.css';

export function ReviewsBlock({ block, reviews, average, reviewCount }: BlockProps<'reviews'> & ReviewsResolved) {
  if (average === undefined || reviews.length === 0) return null;
  return (
    <Section heading={block.heading}>
      <div className={styles.summary}>
        {/* The stars' label already says the number to screen readers. */}
        <p className={styles.average} aria-hidden="true">
          {formatRating(average)}
        </p>
        <StarRating value={average} size={28} />
        <p className={cx(text.body, text.muted)}>
          Average of {reviewCount} {reviewCount === 1 ? 'review' : 'reviews'}
        </p>
      </div>
      <ul className={gridClass(reviews.length === 1 ? 1 : 2)}>
        {reviews.map((review) => (
          <li key={review.id} className={layout.card}>
            <StarRating value={review.rating} />
            <p className={cx(text.body, styles.comment)}>{review.comment}</p>
            <p className={cx(text.small, styles.name)}>{review.name}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
