/**
 * Lighthouse on a few pages round by round, so a change in the host's speed
 * during the bench touches every page alike; each round starts one page
 * later (A B C, B C A, C A B…), so no page always runs right after another.
 * The median of each page's runs counts.
 */
import { median } from './stats';
import { runLighthouse } from './lighthouse';
import { attempt } from './attempt';
import { failed } from './site-report';

export const FLOOR_LIGHTHOUSE_ROUNDS = 5;

export interface FloorPage {
  name: string;
  url: string;
}

export interface FloorRun {
  performance: number | null;
  totalBlockingTimeMs: number | null;
}

export interface FloorResult extends FloorPage {
  runs: FloorRun[];
  /** Null when no run gave a score. */
  medianPerformance: number | null;
}

export async function floorLighthouse(
  pages: readonly FloorPage[],
  rounds = FLOOR_LIGHTHOUSE_ROUNDS,
): Promise<FloorResult[]> {
  const runs = pages.map((): FloorRun[] => []);
  for (let round = 1; round <= rounds; round += 1)
    for (let step = 0; step < pages.length; step += 1) {
      const index = (round - 1 + step) % pages.length;
      const page = pages[index];
      if (page === undefined) continue;
      const result = await attempt(`lighthouse ${page.name}`, () => runLighthouse(page.url));
      const run: FloorRun = failed(result)
        ? { performance: null, totalBlockingTimeMs: null }
        : {
            performance: result.scores.performance,
            totalBlockingTimeMs:
              result.metrics['total-blocking-time'] === null ? null : Math.round(result.metrics['total-blocking-time']),
          };
      runs[index]?.push(run);
      console.log(
        `  round ${round} of ${rounds}, ${page.name}: Performance ${run.performance ?? 'failed'}, TBT ${run.totalBlockingTimeMs ?? '–'} ms`,
      );
    }
  return pages.map((page, index) => {
    const scores = (runs[index] ?? []).flatMap((run) => (run.performance === null ? [] : [run.performance]));
    return { ...page, runs: runs[index] ?? [], medianPerformance: scores.length === 0 ? null : median(scores) };
  });
}
