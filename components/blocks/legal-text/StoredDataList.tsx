import type { StorageKind, StoredItem } from '@/services/privacy/stored-data';
import { cx, text } from '@/components/ui/typography';
import styles from './legal-text.module.css';

const WHERE: Record<StorageKind, string> = {
  cookie: 'Cookie',
  localStorage: 'Local storage (kept)',
  sessionStorage: 'Session storage (this tab)',
};

/** One entry per stored item, as a list of small cards: it reads on a phone as well as a table does on a desk. */
export function StoredDataList({ items }: { items: readonly StoredItem[] }) {
  return (
    <ul className={cx(text.body, styles.stored)} aria-label="What we store in your browser">
      {items.map((item) => (
        <li key={`${item.kind}:${item.name}`} className={styles.storedItem}>
          <p className={styles.storedName}>
            <code>{item.match === 'prefix' ? `${item.name}…` : item.name}</code>{' '}
            <span className={styles.storedWhere}>{WHERE[item.kind]}</span>
          </p>
          <p>{item.purpose}</p>
          <dl className={styles.storedFacts}>
            <div>
              <dt>Set by</dt>
              <dd>{item.setBy}</dd>
            </div>
            <div>
              <dt>Kept</dt>
              <dd>{item.lifetime}</dd>
            </div>
            <div>
              <dt>Set before you sign in or choose anything</dt>
              <dd>{item.beforeConsent ? 'Yes' : 'No'}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
