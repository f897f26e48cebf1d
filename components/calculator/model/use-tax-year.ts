/**
 * The tax year's data in the browser: the latest year comes with the calculator; another year a
 * pay date asks for is its own chunk, fetched once when first needed.
 */
import { useEffect, useState } from 'react';
import { ensureTaxYear, supportedTaxYears } from '@/tax/browser';

export type YearLoad = 'ready' | 'loading' | 'failed';

export function useTaxYear(taxYear: number): YearLoad {
  const [loaded, setLoaded] = useState<ReadonlySet<number>>(() => new Set(supportedTaxYears()));
  const [failed, setFailed] = useState<number | undefined>();
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
