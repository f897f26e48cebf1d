import { Section } from '@/components/ui/Section';
import type { BlockProps } from '../types';
import type { SocialRatingsResolved } from './resolve';
import styles from './social-ratings.module.css';

/**
 * Where else people review us, as links. No stars or figure: a number shown here would be an average of reviews
 * this page does not show, so the visitor reads them, and their rating, on the site itself.
 */
export function SocialRatingsBlock({ block, ratings, words }: BlockProps<'social-ratings'> & SocialRatingsResolved) {
  if (ratings.length === 0) return null;
  return (
    <Section heading={block.heading}>
      <ul className={styles.list}>
        {ratings.map((rating) => (
          <li key={rating.url}>
            <a href={rating.url} target="_blank" rel="noopener" className={styles.link}>
              <span>
                {`${words.readOn} `}
                <span className={styles.label}>{rating.label}</span>
              </span>
              <span className="visually-hidden">{` ${words.newTab}`}</span>
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}
