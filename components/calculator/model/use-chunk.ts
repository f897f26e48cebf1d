/**
 * Something the calculator fetches as it is needed, each its own chunk: a tax year's figures, a state's, a state's
 * words in the page's language. `present` says whether it is here now; until it is, `load` fetches it (true once it
 * arrived, false when there is no such thing to fetch). A failure belongs to its key: once another is chosen, choosing
 * this one again shows it loading, not failed, while it is fetched anew.
 */
import { useEffect, useEffectEvent, useState } from 'react';

export type ChunkLoad = 'ready' | 'loading' | 'failed';

export function useChunk(key: string, present: boolean, load: () => Promise<boolean>): ChunkLoad {
  // Only to render again once the chunk arrived: `present` reads it from where it was registered.
  const [, setArrived] = useState<string>();
  const [failed, setFailed] = useState<string | undefined>();
  const [asked, setAsked] = useState(key);
  if (asked !== key) {
    setAsked(key);
    setFailed(undefined);
  }
  const fetchChunk = useEffectEvent(load);
  useEffect(() => {
    if (present) return;
    let live = true;
    fetchChunk().then(
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
  }, [key, present]);
  if (present) return 'ready';
  return failed === key ? 'failed' : 'loading';
}
