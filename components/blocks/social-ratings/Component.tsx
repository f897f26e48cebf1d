import { Section } from '@/components/ui/Section';
import { formatRating } from '../rating';
import { StarRating } from '../StarRating';
import type { BlockProps } from '../types';
import type { SocialRatingsResolved } from './resolve';
import styles from './social-ratings.module.css';

export function SocialRatingsBlock({ block, ratings }: BlockProps<'social-ratings'> & SocialRatingsResolved) {
  if (ratings.length === 0) return null;
  return (
    <Section heading={block.heading}>
      <ul className={styles.list}>
        {ratings.map((rating) => (
          <li key={rating.url}>
            <a href={rating.url} target="_blank" rel="noopener" className={styles.link}>
              <span className={styles.label}>{rating.label}</span>
              <StarRating value={rating.rating} />
              {/* The stars' label already says the number to screen readers. */}
              <span aria-hidden="true">{formatRating(rating.rating)}</span>
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}
