/**
 * The tax engine's words for the state a family chose. A page in another language than English starts with the
 * engine's phrase book and the texts of no one state (its loader fetched them); each state's own texts (its notes,
 * its form's lines) are a chunk of their own, fetched when the state is chosen, as its figures are.
 */
import { useEffect, useState } from 'react';
import { engineTextsCover, loadEngineTexts } from '@/tax/browser';
import type { EngineTexts } from './engine-texts';
import type { YearLoad } from './use-tax-year';

export function useStateWords(initial: EngineTexts, state: string): { engine: EngineTexts; load: YearLoad } {
  const [engine, setEngine] = useState(initial);
  const [failed, setFailed] = useState<string | undefined>();
  const [asked, setAsked] = useState(state);
  if (asked !== state) {
    setAsked(state);
    setFailed(undefined);
  }
  const covered = engineTextsCover(engine, state);
  const locale = engine?.locale;
  useEffect(() => {
    if (covered || locale === undefined) return;
    let live = true;
    loadEngineTexts(locale, state).then(
      (next) => live && setEngine(next),
      () => live && setFailed(state),
    );
    return () => {
      live = false;
    };
  }, [covered, locale, state]);
  return { engine, load: covered ? 'ready' : failed === state ? 'failed' : 'loading' };
}
