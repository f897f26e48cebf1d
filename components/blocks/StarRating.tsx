import type { CSSProperties } from 'react';
import styles from './StarRating.module.css';

/**
 * Read-only stars: one element with one label ("Rated 4.5 out of 5", in the page's language: the caller's). The
 * five stars are a mask in the stylesheet and the fill a gradient stopped at the rating, so a page of reviews
 * carries no markup per star (ten SVGs a rating, sent twice: in the HTML and in the payload React hydrates from).
 */
export function StarRating({ value, label, size = 20 }: { value: number; label: string; size?: number }) {
  const rating = Math.min(Math.max(value, 0), 5);
  // Size and fill are per instance, so they travel as custom properties rather than one class per value.
  const style = { '--star-size': `${size}px`, '--star-fill': `${(rating / 5) * 100}%` } as CSSProperties;
  return <span role="img" aria-label={label} className={styles.stars} style={style} />;
}
