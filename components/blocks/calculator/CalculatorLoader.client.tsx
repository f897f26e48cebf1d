'use client';
/**
 * The calculator's code and tax data load after the page has painted and
 * gone idle, so the page's first load stays as light as a content page's.
 * Until then a placeholder holds the calculator's place; if they cannot be
 * fetched, it says so and offers to try again (a chunk that failed is fetched
 * anew by the next import).
 */
import { useEffect, useState, type ComponentType } from 'react';
import { loadCalculatorMessages } from '@/components/calculator/messages/load';
import type { CalculatorMessages } from '@/components/calculator/messages/types';
import type { CalculatorProps } from '@/components/calculator/model/calculator-props';
import type { EngineTexts } from '@/components/calculator/model/engine-texts';
import button from '@/components/ui/button.module.css';
import styles from './calculator-loader.module.css';
import type { CalculatorBlockMessages } from './messages';

type Loaded = ComponentType<CalculatorProps & { messages: CalculatorMessages; engine: EngineTexts }>;

type Load =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; Calculator: Loaded; messages: CalculatorMessages; engine: EngineTexts };

function whenIdle(run: () => void): void {
  // Safari has no requestIdleCallback: a short timeout after load does the same job there.
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 200);
}

/** The calculator's code, its words in the page's language and the tax engine's, fetched side by side. */
async function loadCalculator(locale: CalculatorProps['locale']): Promise<Load> {
  const calculator = import('@/components/calculator/Calculator.client');
  const [module, messages, engine] = await Promise.all([
    calculator,
    loadCalculatorMessages(locale),
    calculator.then((loaded) => loaded.loadEngineWords(locale)),
  ]);
  return { status: 'ready', Calculator: module.Calculator, messages, engine };
}

/** `placeholder` holds the calculator's place, in the page's language. */
export function CalculatorLoader({
  placeholder,
  ...props
}: CalculatorProps & { placeholder: CalculatorBlockMessages }) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const { locale } = props;
  useEffect(() => {
    let live = true;
    const start = () =>
      whenIdle(() => {
        loadCalculator(locale).then(
          (ready) => live && setLoad(ready),
          () => live && setLoad({ status: 'failed' }),
        );
      });
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      live = false;
      window.removeEventListener('load', start);
    };
  }, [locale, attempt]);
  const retry = () => {
    setLoad({ status: 'loading' });
    setAttempt((count) => count + 1);
  };
  return (
    <div className={styles.frame}>
      {load.status === 'ready' ? (
        <load.Calculator {...props} messages={load.messages} engine={load.engine} />
      ) : load.status === 'failed' ? (
        <div className={styles.placeholder} role="alert">
          <p>{placeholder.failed}</p>
          <button type="button" className={`${button.button} ${button.outlined} ${button.primary}`} onClick={retry}>
            {placeholder.retry}
          </button>
        </div>
      ) : (
        <div className={styles.placeholder} aria-busy="true">
          <p>{placeholder.loading}</p>
        </div>
      )}
    </div>
  );
}
