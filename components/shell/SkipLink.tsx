import styles from './skip-link.module.css';

/** Lets keyboard users jump past the navigation; visible only when focused. */
export function SkipLink() {
  return (
    <a href="#main" className={styles.skip}>
      Skip to content
    </a>
  );
}
