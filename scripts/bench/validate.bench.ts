/**
 * Validator bench: the full load → validate →
 * resolve → cross-file rules pipeline on 1,000 generated page configs.
 * Target: ≤ 1 s. The first run pays schema compilation and JIT warm-up, so it
 * is reported on its own and the figure compared with the target is the median
 * of the runs after it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadConfiguredSite } from '@/services/config/load-configured-site';
import { nodeFileSystem } from '@/engine/node-file-system';
import { formatProblem } from '@/engine/result';
import { generateConfigs } from './lib/generate-configs';
import { printTargets, writeReport, type TargetCheck } from './lib/report';
import { median, round } from './lib/stats';

const PAGE_COUNT = 1000;
const RUNS = 5;
const TARGET_MS = 1000;

async function timedRun(dir: string): Promise<number> {
  const fs = nodeFileSystem();
  const start = performance.now();
  const result = await loadConfiguredSite(dir, fs);
  const elapsed = performance.now() - start;
  // A bench that validates nothing would be fast and meaningless: every run must accept all pages.
  if (!result.ok)
    throw new Error(
      `generated configs are invalid (${result.errors.length} problems):\n${result.errors.slice(0, 10).map(formatProblem).join('\n')}`,
    );
  if (result.value.pages.length !== PAGE_COUNT)
    throw new Error(`expected ${PAGE_COUNT} pages, the model has ${result.value.pages.length}`);
  return elapsed;
}

async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-validate-'));
  try {
    await generateConfigs(resolve('pages-config'), dir, PAGE_COUNT);
    const coldMs = await timedRun(dir);
    const runsMs: number[] = [];
    for (let run = 0; run < RUNS; run += 1) runsMs.push(await timedRun(dir));
    const medianMs = median(runsMs);

    console.log(`validate ${PAGE_COUNT} page configs (+ site.json and shared content)`);
    console.log(`  cold first run: ${round(coldMs, 0)} ms`);
    console.log(`  after warm-up:  ${runsMs.map((ms) => round(ms, 0)).join(', ')} ms; median ${round(medianMs, 0)} ms`);
    const targets: TargetCheck[] = [
      {
        label: `validate ${PAGE_COUNT} configs (median of ${RUNS} warm runs)`,
        actual: `${round(medianMs, 0)} ms`,
        target: `≤ ${TARGET_MS} ms`,
        met: medianMs <= TARGET_MS,
      },
    ];
    printTargets(targets);
    writeReport({
      figures: {
        pages: PAGE_COUNT,
        coldMs: round(coldMs, 1),
        runsMs: runsMs.map((ms) => round(ms, 1)),
        medianMs: round(medianMs, 1),
      },
      targets,
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`validate bench: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
