import { longDate } from '@/components/ui/calendar-date';
import type { CitedSource } from './sources';
import styles from './state-guide.module.css';

/** "Source: <title>, checked <date>", saying so when it is not the agency's own publication. */
export function SourceNote({ source }: { source: CitedSource | undefined }) {
  if (source === undefined) return null;
  const title = source.url ? (
    <a href={source.url} rel="external noopener" target="_blank">
      {source.title}
    </a>
  ) : (
    source.title
  );
  return (
    <p className={styles.source}>
      {source.official ? 'Source: ' : 'Source (not the agency’s own publication): '}
      {title}, checked {longDate(source.checked)}.
    </p>
  );
}
