/**
 * Delivery bench: what each optional step of the post-build stage buys. One
 * `next build`, kept aside; for each variant the stage runs on a fresh copy of
 * it with some steps left out (`--without=`), the server is started on it, and
 * four routes get Lighthouse mobile three times each (round by round) and
 * their first-load JS. Ends with the full stage on the build, so `.next` is a
 * normal build afterwards. It rebuilds `.next`: do not run it while serving
 * that folder.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runBenchMain } from './lib/bench-main';
import { startNextServer, type RunningServer } from './lib/next-server';
import { freePort } from '../lib/free-port';
import { kb, measureFirstLoadJs, type ScriptSize } from './lib/first-load-js';
import { medianRun, runLighthouse, type LighthouseResult } from './lib/lighthouse';
import { formatTable } from './lib/table';
import { writeReport, type JsonValue } from './lib/report';

const ROUTES = ['/', '/caregivers', '/nanny-tax-calculator', '/nanny-taxes/texas'];
const RUNS = 3;
const VARIANTS: ReadonlyArray<{ name: string; without: string[] }> = [
  { name: 'the whole stage', without: [] },
  { name: 'without after-paint', without: ['after-paint'] },
  { name: 'without compile-hints', without: ['compile-hints'] },
  { name: 'without either', without: ['after-paint', 'compile-hints'] },
];

let server: RunningServer | undefined;

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

function stage(without: string[]): void {
  run('node_modules/.bin/tsx', ['scripts/post-build/index.ts', ...(without.length ? [`--without=${without}`] : [])]);
  run('node_modules/.bin/tsx', ['scripts/bundle-server.ts']);
}

interface VariantFigures {
  name: string;
  routes: Array<{ route: string; firstLoadKb: number; runs: LighthouseResult[] }>;
}

async function measure(name: string): Promise<VariantFigures> {
  server = await startNextServer(await freePort(), '/healthz');
  try {
    const cache = new Map<string, ScriptSize>();
    const routes = [];
    for (const route of ROUTES)
      routes.push({
        route,
        firstLoadKb: kb((await measureFirstLoadJs(`${server.origin}${route}`, cache)).gzipBytes),
        runs: [] as LighthouseResult[],
      });
    for (let round = 1; round <= RUNS; round += 1)
      for (const figures of routes) {
        console.log(`${name}: lighthouse ${figures.route} (${round} of ${RUNS})`);
        figures.runs.push(await runLighthouse(`${server.origin}${figures.route}`));
      }
    return { name, routes };
  } finally {
    await server.stop();
    server = undefined;
  }
}

async function main(): Promise<number> {
  run('node_modules/.bin/tsx', ['scripts/validate.ts']);
  run('node_modules/.bin/next', ['build']);
  const pristine = join(mkdtempSync(join(tmpdir(), 'delivery-')), 'next');
  cpSync('.next', pristine, { recursive: true });
  const results: VariantFigures[] = [];
  try {
    for (const variant of VARIANTS) {
      rmSync('.next', { recursive: true, force: true });
      cpSync(pristine, '.next', { recursive: true });
      stage(variant.without);
      results.push(await measure(variant.name));
    }
  } finally {
    rmSync('.next', { recursive: true, force: true });
    cpSync(pristine, '.next', { recursive: true });
    rmSync(pristine, { recursive: true, force: true });
    stage([]);
  }
  const ms = (value: number | null | undefined) => (value === null || value === undefined ? 'n/a' : value.toFixed(0));
  const rows = results.flatMap(({ name, routes }) =>
    routes.map(({ route, firstLoadKb, runs }) => {
      const median = medianRun(runs);
      return [
        name,
        route,
        runs.map((r) => r.scores.performance).join(', '),
        ms(median?.scores.performance),
        ms(median?.metrics['total-blocking-time']),
        ms(median?.metrics['first-contentful-paint']),
        ms(median?.metrics['largest-contentful-paint']),
        firstLoadKb.toFixed(1),
      ];
    }),
  );
  console.log(
    `\n${formatTable(['variant', 'route', 'Perf runs', 'Perf', 'TBT ms', 'FCP ms', 'LCP ms', 'first-load JS KB'], rows)}`,
  );
  // Plain data already; the round trip gives it the report's JSON type.
  const variants = JSON.parse(JSON.stringify(results)) as JsonValue;
  writeReport({ figures: { variants }, targets: [] });
  return 0;
}

runBenchMain('delivery', main, () => server);
