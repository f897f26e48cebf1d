'use client';
import { useEffect, useMemo, useState } from 'react';
import type { SourceIndex } from '@/tax/data/runtime-data';
import type { Citation } from '@/tax/core/types';
import type { SourceRef } from '@/paylaw';
import { explainPayroll, loadTaxSources, sourceForPointer, type MathFigure } from '@/tax/math';
import { useCalculatorMessages, useEngineTexts } from '../messages/context.client';
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

const RULE_POINTER = 'paylaw:rule/';
let ruleSourcesOnce: Promise<Readonly<Record<string, SourceRef>>> | undefined;

/** The overtime rules' sources load with the first explanation of an hourly pay. */
function useRuleSources(needed: boolean): Readonly<Record<string, SourceRef>> | undefined {
  const [sources, setSources] = useState<Readonly<Record<string, SourceRef>>>();
  useEffect(() => {
    if (!needed) return;
    let live = true;
    ruleSourcesOnce ??= import('@/paylaw/generated/pay-law-rule-sources').then((module) => module.PAY_LAW_RULE_SOURCES);
    ruleSourcesOnce.then(
      (loaded) => live && setSources(loaded),
      () => {
        ruleSourcesOnce = undefined;
      },
    );
    return () => {
      live = false;
    };
  }, [needed]);
  return sources;
}

/** A figure or rule, cited as the state guides cite it: who sets it, and its official title at its own address. */
function Cited({ source }: { source: Citation }) {
  const m = useCalculatorMessages();
  return (
    <span className={styles.source}>
      {m.math.source}
      {source.authority === undefined ? '' : `${source.authority}, `}
      {source.url === undefined ? (
        source.title
      ) : (
        <a href={source.url} rel="noopener noreferrer" target="_blank">
          {source.title}
        </a>
      )}
    </span>
  );
}

function Source({
  sources,
  ruleSources,
  figure,
}: {
  sources: SourceIndex | undefined | 'failed';
  ruleSources: Readonly<Record<string, SourceRef>> | undefined;
  figure: MathFigure;
}) {
  const m = useCalculatorMessages();
  const { pointer } = figure;
  if (figure.source !== undefined) return <Cited source={figure.source} />;
  if (pointer.startsWith(RULE_POINTER)) {
    const source = ruleSources?.[pointer.slice(RULE_POINTER.length)];
    return source === undefined ? (
      <span className={styles.source}>{m.math.loadingSource}</span>
    ) : (
      <Cited source={source} />
    );
  }
  if (pointer === '') return <span className={styles.source}>{m.math.yourEntry}</span>;
  if (sources === 'failed') return <span className={styles.source}>{m.math.sourceUnavailable}</span>;
  if (sources === undefined) return <span className={styles.source}>{m.math.loadingSource}</span>;
  const source = sourceForPointer(sources, pointer);
  return source === undefined ? null : <Cited source={source} />;
}

/** One line's figures with their sources, and the arithmetic on this input. */
export function LineMathPanel({ input, line }: { input: Record<string, unknown>; line: string }) {
  const m = useCalculatorMessages();
  const engine = useEngineTexts();
  const sources = useSources(typeof input.taxYear === 'number' ? input.taxYear : 0);
  const explained = useMemo(() => explainPayroll(input, engine), [input, engine]);
  const math = explained.ok ? explained.value.lines.find((candidate) => candidate.line === line) : undefined;
  const ruleSources = useRuleSources(math?.figures.some((figure) => figure.pointer.startsWith(RULE_POINTER)) === true);
  if (math === undefined) return <p className={styles.hint}>{m.math.notAvailable}</p>;
  return (
    <div className={styles.math}>
      {math.figures.length > 0 && (
        <dl>
          {math.figures.map((figure) => (
            <div key={figure.label}>
              <dt>{figure.label}</dt>
              <dd>
                <strong>{figure.value}</strong> <Source sources={sources} ruleSources={ruleSources} figure={figure} />
              </dd>
            </div>
          ))}
        </dl>
      )}
      <ol aria-label={m.math.stepsLabel}>
        {math.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </div>
  );
}
