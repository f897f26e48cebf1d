/**
 * Load bench: autocannon on loopback, 50 connections for 30 s on
 * every route (and the bare /healthz) and on /api/logs as a flood from one
 * client, one after the other against one production server, while its
 * resident memory is sampled every second. Targets: 0 errors; no non-2xx but
 * the limiter's intended 429s on /api/logs; memory flat across the run.
 * Bounded: every run stops by itself (autocannon's duration, plus a guard).
 */
import { ensureBuild } from './lib/next-build';
import { runBenchMain } from './lib/bench-main';
import { startNextServer, type RunningServer } from './lib/next-server';
import { freePort } from '../lib/free-port';
import { siteRoutes } from './lib/site-routes';
import { measureThroughput, type LoadShape } from './lib/throughput';
import { loadLogBeacon } from './lib/log-beacon-load';
import { memoryTrend, sampleMemory } from './lib/memory-sampler';
import { printTargets, writeReport, type TargetCheck } from './lib/report';

const SHAPE: LoadShape = {
  connections: Number(process.env.LOAD_CONNECTIONS ?? 50),
  durationS: Number(process.env.LOAD_DURATION_S ?? 30),
};

interface Row {
  target: string;
  requestsPerSecond: number;
  latencyP50Ms: number | null;
  latencyP99Ms: number;
  errors: number;
  statuses: Record<string, number>;
}

let server: RunningServer | undefined;

async function main(): Promise<number> {
  const routes = [...(await siteRoutes()), '/healthz'];
  await ensureBuild();
  server = await startNextServer(await freePort(), '/healthz');
  const memory = sampleMemory(server.pid);
  const rows: Row[] = [];
  try {
    for (const route of routes) {
      console.log(`${route}: ${SHAPE.connections} connections, ${SHAPE.durationS} s`);
      const result = await measureThroughput(`${server.origin}${route}`, SHAPE);
      rows.push({
        target: route,
        requestsPerSecond: result.requestsPerSecond,
        latencyP50Ms: result.latencyP50Ms,
        latencyP99Ms: result.latencyP99Ms,
        errors: result.errors,
        statuses: result.statuses,
      });
    }
    console.log(
      `/api/logs (one client, the limiter answers 429): ${SHAPE.connections} connections, ${SHAPE.durationS} s`,
    );
    const beacon = await loadLogBeacon(server.origin, 'one', SHAPE);
    rows.push({
      target: 'POST /api/logs',
      requestsPerSecond: beacon.requestsPerSecond,
      latencyP50Ms: null,
      latencyP99Ms: beacon.latencyP99Ms,
      errors: beacon.errors,
      statuses: beacon.statuses,
    });
  } finally {
    await server.stop();
    server = undefined;
  }
  const samples = memory.stop();
  const trend = memoryTrend(samples);

  console.log(`\n| Target | req/s | p50 ms | p99 ms | errors | statuses |\n|---|---:|---:|---:|---:|---|`);
  for (const row of rows)
    console.log(
      `| \`${row.target}\` | ${row.requestsPerSecond.toFixed(0)} | ${row.latencyP50Ms ?? '—'} | ${row.latencyP99Ms} | ${row.errors} | ${Object.entries(
        row.statuses,
      )
        .map(([status, count]) => `${status} × ${count}`)
        .join(', ')} |`,
    );
  console.log(
    `\nserver memory (RSS): ${samples.length} samples, warm ${trend.warmMb.toFixed(0)} MB, end ${trend.endMb.toFixed(0)} MB, peak ${trend.peakMb.toFixed(0)} MB (${(trend.growth * 100).toFixed(1)}%)`,
  );

  const unexpected = rows.flatMap((row) =>
    Object.keys(row.statuses)
      .filter((status) => !status.startsWith('2') && !(row.target === 'POST /api/logs' && status === '429'))
      .map((status) => `${row.target} ${status}`),
  );
  const targets: TargetCheck[] = [
    {
      label: 'errors (connection errors and timeouts) across the run',
      actual: String(rows.reduce((sum, row) => sum + row.errors, 0)),
      target: '0',
      met: rows.every((row) => row.errors === 0),
    },
    {
      label: 'non-2xx answers other than the intended 429s',
      actual: unexpected.length === 0 ? 'none' : unexpected.join(', '),
      target: 'none',
      met: unexpected.length === 0,
    },
    {
      label: 'server memory across the run (end vs warm median RSS)',
      actual: `${trend.warmMb.toFixed(0)} → ${trend.endMb.toFixed(0)} MB (${(trend.growth * 100).toFixed(1)}%), peak ${trend.peakMb.toFixed(0)} MB`,
      target: 'flat (≤ +15%)',
      met: trend.flat,
    },
  ];
  printTargets(targets);
  writeReport({
    figures: {
      shape: { connections: SHAPE.connections, durationS: SHAPE.durationS },
      rows: rows.map((row) => ({ ...row })),
      memory: { ...trend, samples: samples.map((sample) => [sample.atS, sample.rssMb]) },
    },
    targets,
  });
  return 0;
}

runBenchMain('load', main, () => server);
