'use client';
/**
 * The calculator's code and tax data load after the page has painted and
 * gone idle, so the page's first load stays as light as a content page's.
 * Until then a placeholder holds the calculator's place.
 *
 * next/dynamic (rather than a bare import()) records the calculator's chunks
 * in the build's loadable manifest, where the build finds them to give them
 * V8's compile hint: all of the calculator runs as soon as it arrives
 * (scripts/lib/compile-hints.ts).
 */
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import type { CalculatorProps } from './Calculator.client';
import styles from './calculator.module.css';

function Placeholder() {
  return (
    <div className={styles.placeholder} aria-busy="true">
      <p>Loading the calculator…</p>
    </div>
  );
}

const Calculator = dynamic(() => import('./Calculator.client').then((module) => module.Calculator), { ssr: false, loading: Placeholder });

function whenIdle(run: () => void): void {
  // Safari has no requestIdleCallback: a short timeout after load does the same job there.
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 200);
}

export function CalculatorLoader(props: CalculatorProps) {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let live = true;
    const load = () =>
      whenIdle(() => {
        if (live) setIdle(true);
      });
    if (document.readyState === 'complete') load();
    else window.addEventListener('load', load, { once: true });
    return () => {
      live = false;
    };
  }, []);
  return <div className={styles.frame}>{idle ? <Calculator {...props} /> : <Placeholder />}</div>;
}
