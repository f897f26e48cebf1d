'use client';
import { useEffect, useMemo, useState } from 'react';
import type { SourceIndex } from '@/tax/data/runtime-data';
import { explainPayroll, loadTaxSources, sourceForPointer } from '@/tax/math';
import styles from './results.module.css';

const sourcesOnce = new Map<number, Promise<SourceIndex | undefined>>();

/** Each year's sources are their own module, fetched the first time a line's math for that year is opened. */
function useSources(taxYear: number): SourceIndex | undefined | 'failed' {
  const [sources, setSources] = useState<SourceIndex | undefined | 'failed'>();
  useEffect(() => {
    let live = true;
    let loading = sourcesOnce.get(taxYear);
    if (loading === undefined) {
      loading = loadTaxSources(taxYear);
      sourcesOnce.set(taxYear, loading);
    }
    loading.then(
      (loaded) => live && setSources(loaded),
      () => {
        sourcesOnce.delete(taxYear);
        if (live) setSources('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [taxYear]);
  return sources;
}

function Source({ sources, pointer }: { sources: SourceIndex | undefined | 'failed'; pointer: string }) {
  if (pointer === '') return <span className={styles.source}>Your entry</span>;
  if (sources === 'failed') return <span className={styles.source}>Source unavailable right now</span>;
  if (sources === undefined) return <span className={styles.source}>Loading source…</span>;
  const source = sourceForPointer(sources, pointer);
  if (source === undefined) return null;
  const text = `${source.title} (${source.date})`;
  return (
    <span className={styles.source}>
      Source:{' '}
      {source.url ? (
        <a href={source.url} rel="noopener noreferrer" target="_blank">
          {text}
        </a>
      ) : (
        text
      )}
      {/* A figure read anywhere but in the agency's own publication is labelled as such, with why. */}
      {source.kind === 'secondary' && (
        <span className={styles.unconfirmed}>
          {' '}
          Not yet confirmed by the agency{source.reason ? `: ${source.reason}` : '.'}
        </span>
      )}
    </span>
  );
}

/** One line's figures with their sources, and the arithmetic on this input. */
export function LineMathPanel({ input, line }: { input: Record<string, unknown>; line: string }) {
  const sources = useSources(typeof input.taxYear === 'number' ? input.taxYear : 0);
  const explained = useMemo(() => explainPayroll(input), [input]);
  const math = explained.ok ? explained.value.lines.find((candidate) => candidate.line === line) : undefined;
  if (math === undefined) return <p className={styles.hint}>The working for this line is not available.</p>;
  return (
    <div className={styles.math}>
      {math.figures.length > 0 && (
        <dl>
          {math.figures.map((figure) => (
            <div key={figure.label}>
              <dt>{figure.label}</dt>
              <dd>
                <strong>{figure.value}</strong> <Source sources={sources} pointer={figure.pointer} />
              </dd>
            </div>
          ))}
        </dl>
      )}
      <ol aria-label="How it is worked out">
        {math.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </div>
  );
}
