import type { LocaleCode } from '@/engine/locale';
import { shellMessages } from './messages';
import styles from './skip-link.module.css';

/** Lets keyboard users jump past the navigation; visible only when focused. */
export function SkipLink({ locale }: { locale: LocaleCode }) {
  return (
    <a href="#main" className={styles.skip}>
      {shellMessages[locale].skipToContent}
    </a>
  );
}
