/**
 * The tax data in the browser: the latest year's federal figures come with the calculator; another year a pay date
 * asks for, and each state a family chooses, is a chunk of its own, fetched once when first needed.
 */
import { useEffect, useState } from 'react';
import { ensureTaxState, ensureTaxYear, hasTaxState, supportedTaxYears } from '@/tax/browser';

export type YearLoad = 'ready' | 'loading' | 'failed';

export function useTaxYear(taxYear: number): YearLoad {
  const [loaded, setLoaded] = useState<ReadonlySet<number>>(() => new Set(supportedTaxYears()));
  const [failed, setFailed] = useState<number | undefined>();
  // A failure is the year's until another is chosen: choosing it again then shows it loading, not failed.
  const [asked, setAsked] = useState(taxYear);
  if (asked !== taxYear) {
    setAsked(taxYear);
    setFailed(undefined);
  }
  useEffect(() => {
    if (loaded.has(taxYear)) return;
    let live = true;
    ensureTaxYear(taxYear).then(
      (available) => {
        if (!live) return;
        if (available) setLoaded((previous) => new Set(previous).add(taxYear));
        else setFailed(taxYear);
      },
      () => live && setFailed(taxYear),
    );
    return () => {
      live = false;
    };
  }, [taxYear, loaded]);
  if (loaded.has(taxYear)) return 'ready';
  return failed === taxYear ? 'failed' : 'loading';
}

/** How the chosen state's figures for the year stand; ready with no state chosen, as there is nothing to fetch. */
export function useTaxState(taxYear: number, state: string): YearLoad {
  const present = state === '' || hasTaxState(taxYear, state);
  const key = `${taxYear}:${state}`;
  const [, setArrived] = useState<string>();
  const [failed, setFailed] = useState<string | undefined>();
  const [asked, setAsked] = useState(key);
  if (asked !== key) {
    setAsked(key);
    setFailed(undefined);
  }
  useEffect(() => {
    if (present) return;
    let live = true;
    ensureTaxState(taxYear, state).then(
      (available) => {
        if (!live) return;
        if (available) setArrived(key);
        else setFailed(key);
      },
      () => live && setFailed(key),
    );
    return () => {
      live = false;
    };
  }, [taxYear, state, present, key]);
  if (present) return 'ready';
  return failed === key ? 'failed' : 'loading';
}
