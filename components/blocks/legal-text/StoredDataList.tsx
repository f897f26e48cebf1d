import type { StoredItem } from '@/services/privacy/stored-data';
import { cx, text } from '@/components/ui/typography';
import type { StoredDataMessages } from './messages';
import styles from './legal-text.module.css';

/** One entry per stored item, as a list of small cards: it reads on a phone as well as a table does on a desk. */
export function StoredDataList({ items, words }: { items: readonly StoredItem[]; words: StoredDataMessages }) {
  return (
    <ul className={cx(text.body, styles.stored)} aria-label={words.listLabel}>
      {items.map((item) => (
        <li key={`${item.kind}:${item.name}`} className={styles.storedItem}>
          <p className={styles.storedName}>
            <code>{item.match === 'prefix' ? `${item.name}…` : item.name}</code>{' '}
            <span className={styles.storedWhere}>{words.where[item.kind]}</span>
          </p>
          <p>{item.purpose}</p>
          <dl className={styles.storedFacts}>
            <div>
              <dt>{words.setByHeading}</dt>
              <dd>{words.setBy[item.setBy]}</dd>
            </div>
            <div>
              <dt>{words.keptHeading}</dt>
              <dd>{item.lifetime}</dd>
            </div>
            <div>
              <dt>{words.beforeConsentHeading}</dt>
              <dd>{item.beforeConsent ? words.yes : words.no}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
