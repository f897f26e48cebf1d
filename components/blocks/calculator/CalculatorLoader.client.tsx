'use client';
/**
 * The calculator's code and tax data load after the page has painted and
 * gone idle, so the page's first load stays as light as a content page's.
 * Until then a placeholder holds the calculator's place.
 */
import { useEffect, useState, type ComponentType } from 'react';
import type { CalculatorProps } from '@/components/calculator/model/calculator-props';
import styles from './calculator-loader.module.css';

function whenIdle(run: () => void): void {
  // Safari has no requestIdleCallback: a short timeout after load does the same job there.
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 200);
}

export function CalculatorLoader(props: CalculatorProps) {
  const [Loaded, setLoaded] = useState<ComponentType<CalculatorProps> | null>(null);
  useEffect(() => {
    let live = true;
    const load = () =>
      whenIdle(() => {
        void import('@/components/calculator/Calculator.client').then((module) => {
          if (live) setLoaded(() => module.Calculator);
        });
      });
    if (document.readyState === 'complete') load();
    else window.addEventListener('load', load, { once: true });
    return () => {
      live = false;
    };
  }, []);
  return (
    <div className={styles.frame}>
      {Loaded ? (
        <Loaded {...props} />
      ) : (
        <div className={styles.placeholder} aria-busy="true">
          <p>Loading the calculator…</p>
        </div>
      )}
    </div>
  );
}
