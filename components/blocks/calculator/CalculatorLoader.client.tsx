'use client';
/**
 * The calculator's code and tax data load after the page has painted and
 * gone idle, so the page's first load stays as light as a content page's.
 * Until then a placeholder holds the calculator's place.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { loadCalculatorMessages } from '@/components/calculator/messages/load';
import type { CalculatorMessages } from '@/components/calculator/messages/types';
import type { CalculatorProps } from '@/components/calculator/model/calculator-props';
import type { EngineTexts } from '@/components/calculator/model/engine-texts';
import styles from './calculator-loader.module.css';

type Loaded = ComponentType<CalculatorProps & { messages?: CalculatorMessages | undefined; engine?: EngineTexts }>;

interface Ready {
  Calculator: Loaded;
  messages: CalculatorMessages | undefined;
  engine: EngineTexts;
}

function whenIdle(run: () => void): void {
  // Safari has no requestIdleCallback: a short timeout after load does the same job there.
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 200);
}

/** `loading` holds the calculator's place, in the page's language. */
export function CalculatorLoader({ loading, ...props }: CalculatorProps & { loading: string }) {
  const [loaded, setLoaded] = useState<Ready | null>(null);
  const { locale } = props;
  useEffect(() => {
    let live = true;
    // The words of a page's language (none for English, which the calculator carries) come beside its code; the
    // tax engine's texts in that language come through the calculator's code, which holds the engine.
    const load = () =>
      whenIdle(() => {
        const calculator = import('@/components/calculator/Calculator.client');
        // A language's words that fail to arrive leave the calculator in English rather than not there at all.
        void Promise.all([
          calculator,
          loadCalculatorMessages(locale).catch(() => undefined),
          calculator.then((module) => module.loadEngineWords(locale)).catch(() => undefined),
        ]).then(([module, messages, engine]) => {
          if (live) setLoaded({ Calculator: module.Calculator, messages, engine });
        });
      });
    if (document.readyState === 'complete') load();
    else window.addEventListener('load', load, { once: true });
    return () => {
      live = false;
    };
  }, [locale]);
  return (
    <div className={styles.frame}>
      {loaded ? (
        <loaded.Calculator {...props} messages={loaded.messages} engine={loaded.engine} />
      ) : (
        <div className={styles.placeholder} aria-busy="true">
          <p>{loading}</p>
        </div>
      )}
    </div>
  );
}
