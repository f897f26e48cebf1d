/**
 * Analytics bench: first-load JS of every route next to the
 * figures recorded just before analytics (target: at most 5 KB gzip more),
 * a check that no first-load script carries Amplitude or the analytics
 * runtime, and the sizes of the lazily loaded analytics chunks.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureBuild } from './lib/next-build';
import { runBenchMain } from './lib/bench-main';
import { startNextServer, type RunningServer } from './lib/next-server';
import { freePort } from '../lib/free-port';
import { siteRoutes } from './lib/site-routes';
import { kb, measureFirstLoadJs, type ScriptSize } from './lib/first-load-js';
import { printTargets, writeReport, type TargetCheck } from './lib/report';

const BASELINE_FILE = 'scripts/bench/baselines/first-load-js-before-analytics.json';
const MAX_GROWTH_KB = 5;
/** Strings only the Amplitude SDK and the analytics runtime contain. */
const SDK_MARKER = 'api2.amplitude.com';
const RUNTIME_MARKER = 'hpGtmQueue';

interface Baseline {
  commit: string;
  measuredAt: string;
  gzipBytesByRoute: Record<string, number>;
}

let server: RunningServer | undefined;

function lazyChunk(marker: string): { file: string; gzipKb: number } | null {
  const dir = join('.next', 'static', 'chunks');
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.js')) continue;
    const body = readFileSync(join(dir, file));
    if (body.includes(marker)) return { file, gzipKb: kb(gzipSync(body, { level: 9 }).length) };
  }
  return null;
}

async function main(): Promise<number> {
  const baseline = JSON.parse(readFileSync(BASELINE_FILE, 'utf8')) as Baseline;
  const routes = await siteRoutes();
  await ensureBuild();
  server = await startNextServer(await freePort(), '/healthz');
  const cache = new Map<string, ScriptSize>();
  const rows: Array<{ route: string; beforeKb: number | null; afterKb: number; growthKb: number | null }> = [];
  const analyticsInFirstLoad: string[] = [];
  try {
    for (const route of routes) {
      const firstLoad = await measureFirstLoadJs(`${server.origin}${route}`, cache);
      for (const script of firstLoad.scripts) {
        const body = await (await fetch(script.url)).text();
        if (body.includes(SDK_MARKER) || body.includes(RUNTIME_MARKER))
          analyticsInFirstLoad.push(`${route}: ${script.url}`);
      }
      const after = kb(firstLoad.gzipBytes);
      const before = baseline.gzipBytesByRoute[route];
      rows.push({
        route,
        beforeKb: before === undefined ? null : kb(before),
        afterKb: after,
        growthKb: before === undefined ? null : after - kb(before),
      });
    }
  } finally {
    await server.stop();
    server = undefined;
  }
  const sdk = lazyChunk(SDK_MARKER);
  const runtime = lazyChunk(RUNTIME_MARKER);

  console.log(`\nfirst-load JS, gzip (before: ${baseline.commit}, ${baseline.measuredAt})`);
  for (const row of rows)
    console.log(
      `  ${row.route.padEnd(34)} ${row.beforeKb?.toFixed(1) ?? '?'} KB → ${row.afterKb.toFixed(1)} KB (${row.growthKb === null ? 'new route' : `${row.growthKb >= 0 ? '+' : ''}${row.growthKb.toFixed(1)} KB`})`,
    );
  console.log(
    `\nlazy chunks: Amplitude SDK ${sdk ? `${sdk.gzipKb.toFixed(1)} KB gzip (${sdk.file})` : 'not found'}; analytics runtime ${runtime ? `${runtime.gzipKb.toFixed(1)} KB gzip (${runtime.file})` : 'not found'}`,
  );

  const worst = Math.max(...rows.map((row) => row.growthKb ?? 0));
  const targets: TargetCheck[] = [
    {
      label: 'first-load JS growth, worst route',
      actual: `${worst.toFixed(1)} KB`,
      target: `≤ ${MAX_GROWTH_KB} KB gzip`,
      met: worst <= MAX_GROWTH_KB,
    },
    {
      label: 'analytics code in first-load JS',
      actual: analyticsInFirstLoad.length === 0 ? 'none' : analyticsInFirstLoad.join('; '),
      target: 'none',
      met: analyticsInFirstLoad.length === 0,
    },
    {
      label: 'Amplitude SDK and runtime as lazy chunks',
      actual: sdk && runtime ? 'found' : 'missing',
      target: 'found',
      met: Boolean(sdk && runtime),
    },
  ];
  console.log('\ntargets');
  printTargets(targets);
  writeReport({
    figures: {
      baseline: baseline.commit,
      routes: rows,
      sdkChunkGzipKb: sdk?.gzipKb ?? null,
      runtimeChunkGzipKb: runtime?.gzipKb ?? null,
    },
    targets,
  });
  return 0;
}

runBenchMain('analytics', main, () => server);
