import { Fragment } from 'react';
import type { SourceRef } from '@/paylaw';
import type { StateGuideMessages } from './messages';
import type { CitedSource } from './sources';
import styles from './state-guide.module.css';

type Said = StateGuideMessages['source'];

/** "Source: <authority>, <official title>", linked to the authority's own page. */
export function SourceNote({ source, said }: { source: CitedSource | undefined; said: Said }) {
  if (source === undefined) return null;
  return (
    <p className={styles.source}>
      {said.one}
      {source.authority === undefined ? '' : `${source.authority}, `}
      {source.url ? (
        <a href={source.url} rel="external noopener" target="_blank">
          {source.title}
        </a>
      ) : (
        source.title
      )}
      .
    </p>
  );
}

/** "Source: <authority>, <official title>": the law a pay rule comes from, linked to the authority's own page. */
export function LawSourceNote({ sources, said }: { sources: readonly SourceRef[]; said: Said }) {
  if (sources.length === 0) return null;
  return (
    <p className={styles.source}>
      {sources.length === 1 ? said.one : said.many}
      {sources.map((source, index) => (
        <Fragment key={source.url + source.title}>
          {index > 0 && '; '}
          {source.authority},{' '}
          <a href={source.url} rel="external noopener" target="_blank">
            {source.title}
          </a>
        </Fragment>
      ))}
      .
    </p>
  );
}
