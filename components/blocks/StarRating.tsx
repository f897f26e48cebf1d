import type { CSSProperties } from 'react';
import { ratingLabel } from './rating';
import styles from './StarRating.module.css';

const STAR_PATH = 'M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z';

function Star() {
  return (
    <svg viewBox="0 0 24 24" width="100%" height="100%" aria-hidden="true" focusable="false">
      <path d={STAR_PATH} fill="currentColor" />
    </svg>
  );
}

/**
 * Read-only stars drawn on the server: one picture with one label ("Rated 4.5
 * out of 5"), partial stars by clipping a filled copy over an empty one.
 */
export function StarRating({ value, size = 20 }: { value: number; size?: number }) {
  // The size and fill are per instance, so they travel as custom properties rather than one class per value.
  const sizeStyle = { '--star-size': `${size}px` } as CSSProperties;
  return (
    <span role="img" aria-label={ratingLabel(value)} className={styles.stars} style={sizeStyle}>
      {[0, 1, 2, 3, 4].map((index) => {
        const filled = Math.min(Math.max(value - index, 0), 1);
        return (
          <span key={index} className={styles.star}>
            <Star />
            <span className={styles.fill} style={{ width: `${filled * 100}%` }}>
              <span className={styles.fillInner}>
                <Star />
              </span>
            </span>
          </span>
        );
      })}
    </span>
  );
}
