/**
 * The tax engine's words for the state a family chose. A page in another language than English starts with the
 * engine's phrase book and the texts of no one state (its loader fetched them); each state's own texts (its notes,
 * its form's lines) are a chunk of their own, fetched when the state is chosen, as its figures are. English needs
 * none: the data is written in it.
 */
import { useState } from 'react';
import { engineTextsCover, loadEngineTexts } from '@/tax/browser';
import type { EngineTexts } from './engine-texts';
import { useChunk, type ChunkLoad } from './use-chunk';

export function useStateWords(initial: EngineTexts, state: string): { engine: EngineTexts; load: ChunkLoad } {
  const [engine, setEngine] = useState(initial);
  const locale = engine?.locale;
  const load = useChunk(state, engineTextsCover(engine, state), async () => {
    if (locale === undefined) return true;
    // The options grow a part at a time, each a new object: a state chosen meanwhile keeps what it had, and more.
    setEngine(await loadEngineTexts(locale, state));
    return true;
  });
  return { engine, load };
}
