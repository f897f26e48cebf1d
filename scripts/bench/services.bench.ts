/**
 * Service layer bench: first-load JS of every route next to the
 * figures recorded before the service layer (target: at most 5 KB gzip more),
 * and /api/logs requests per second under autocannon on loopback, with
 * entries from many clients and as a flood from one (0 errors; the only
 * non-2xx allowed are the limiter's intended 429s).
 */
import { readFileSync } from 'node:fs';
import { ensureBuild } from './lib/next-build';
import { runBenchMain } from './lib/bench-main';
import { startNextServer, type RunningServer } from './lib/next-server';
import { freePort } from '../lib/free-port';
import { siteRoutes } from './lib/site-routes';
import { kb, measureFirstLoadJs, type ScriptSize } from './lib/first-load-js';
import { loadLogBeacon, type BeaconLoad } from './lib/log-beacon-load';
import { printTargets, writeReport, type TargetCheck } from './lib/report';

const BASELINE_FILE = 'scripts/bench/baselines/first-load-js-before-services.json';
const MAX_GROWTH_KB = 5;

interface Baseline {
  commit: string;
  measuredAt: string;
  gzipBytesByRoute: Record<string, number>;
}

let server: RunningServer | undefined;

const onlyIntended429s = (load: BeaconLoad) =>
  load.errors === 0 && Object.keys(load.statuses).every((status) => status === '204' || status === '429');

async function main(): Promise<number> {
  const baseline = JSON.parse(readFileSync(BASELINE_FILE, 'utf8')) as Baseline;
  const routes = await siteRoutes();
  await ensureBuild();
  server = await startNextServer(await freePort(), '/healthz');
  const cache = new Map<string, ScriptSize>();
  const rows: Array<{ route: string; beforeKb: number | null; afterKb: number; growthKb: number | null }> = [];
  let many: BeaconLoad;
  let one: BeaconLoad;
  try {
    for (const route of routes) {
      const after = kb((await measureFirstLoadJs(`${server.origin}${route}`, cache)).gzipBytes);
      const before = baseline.gzipBytesByRoute[route];
      rows.push({
        route,
        beforeKb: before === undefined ? null : kb(before),
        afterKb: after,
        growthKb: before === undefined ? null : after - kb(before),
      });
    }
    console.log('/api/logs, valid entries from many clients (10 connections, 10 s)');
    many = await loadLogBeacon(server.origin, 'many');
    console.log('/api/logs, a flood from one client (10 connections, 10 s)');
    one = await loadLogBeacon(server.origin, 'one');
  } finally {
    await server.stop();
    server = undefined;
  }

  console.log(`\nfirst-load JS, gzip (before: ${baseline.commit}, ${baseline.measuredAt})`);
  for (const row of rows)
    console.log(
      `  ${row.route.padEnd(34)} ${row.beforeKb?.toFixed(1) ?? '?'} KB → ${row.afterKb.toFixed(1)} KB (${row.growthKb === null ? 'new route' : `${row.growthKb >= 0 ? '+' : ''}${row.growthKb.toFixed(1)} KB`})`,
    );
  for (const [label, load] of [
    ['many clients', many],
    ['one client', one],
  ] as const) {
    console.log(
      `\n/api/logs, ${label}: ${load.requestsPerSecond.toFixed(0)} req/s, p99 ${load.latencyP99Ms} ms, errors ${load.errors}, statuses ${JSON.stringify(load.statuses)}`,
    );
  }

  const worst = Math.max(...rows.map((row) => row.growthKb ?? 0));
  const targets: TargetCheck[] = [
    {
      label: 'first-load JS growth, worst route',
      actual: `${worst.toFixed(1)} KB`,
      target: `≤ ${MAX_GROWTH_KB} KB gzip`,
      met: worst <= MAX_GROWTH_KB,
    },
    {
      label: '/api/logs many clients: errors and unintended statuses',
      actual: `${many.errors} errors, ${JSON.stringify(many.statuses)}`,
      target: '0 errors, only 204/429',
      met: onlyIntended429s(many),
    },
    {
      label: '/api/logs one client: errors and unintended statuses',
      actual: `${one.errors} errors, ${JSON.stringify(one.statuses)}`,
      target: '0 errors, only 204/429',
      met: onlyIntended429s(one),
    },
  ];
  console.log('\ntargets');
  printTargets(targets);
  writeReport({
    figures: { baseline: baseline.commit, routes: rows, logsManyClients: { ...many }, logsOneClient: { ...one } },
    targets,
  });
  return 0;
}

runBenchMain('services', main, () => server);
