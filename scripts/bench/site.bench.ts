/**
 * Site bench: for every route of the page configs,
 * first-load JS, the JS fetched by network idle, Lighthouse mobile scores and requests per second next to the
 * bare /healthz route (measured right before each route), all against one production server (.next/site-server.mjs).
 */
import { cpus } from 'node:os';
import { ensureBuild, BARE_ROUTE } from './lib/next-build';
import { runBenchMain } from './lib/bench-main';
import { startNextServer, type RunningServer } from './lib/next-server';
import { freePort } from '../lib/free-port';
import { calculatorRoutes, siteRoutes } from './lib/site-routes';
import { measureFirstLoadJs, type ScriptSize } from './lib/first-load-js';
import { medianRun, runLighthouse, type LighthouseResult } from './lib/lighthouse';
import { measureThroughput } from './lib/throughput';
import { scriptsByNetworkIdle } from './lib/scripts-by-network-idle';
import { attempt } from './lib/attempt';
import {
  failed,
  LIGHTHOUSE_RUNS,
  TARGETS,
  THROUGHPUT_PAIRS,
  THROUGHPUT_SECONDS,
  metricsTable,
  routeTable,
  scriptTable,
  siteTargets,
  type RouteFigures,
} from './lib/site-report';
import { printTargets, writeReport, type JsonValue } from './lib/report';

const MAIN_ROUTE = '/';
const WARM_UP_SECONDS = 3;

let server: RunningServer | undefined;

/**
 * Throughput of a route and of the bare route measured back to back, so the
 * ratio compares like with like even when the machine's speed drifts (other
 * work on the same two cores) during the run.
 */
async function pairedThroughput(origin: string, route: string) {
  const shape = { connections: 10, durationS: THROUGHPUT_SECONDS };
  const bare = await attempt(`throughput ${BARE_ROUTE}`, () => measureThroughput(`${origin}${BARE_ROUTE}`, shape));
  const throughput = await attempt(`throughput ${route}`, () => measureThroughput(`${origin}${route}`, shape));
  const ratio =
    failed(bare) || failed(throughput) || bare.requestsPerSecond === 0
      ? null
      : throughput.requestsPerSecond / bare.requestsPerSecond;
  return { bare, throughput, ratio };
}

const pairedThroughputFailed = { bare: { error: 'not measured' }, throughput: { error: 'not measured' }, ratio: null };

/**
 * A freshly started server serves the same route faster after a minute of
 * traffic (V8 optimises the request path: /healthz went from ~560 to ~980 req/s
 * over three passes here), so every route is served for a while before the
 * first figure counts and the early routes are not measured on a colder server.
 */
async function warmUp(origin: string, routes: string[]): Promise<void> {
  console.log(`warm-up: ${WARM_UP_SECONDS} s on ${BARE_ROUTE} and on each route`);
  for (const route of [BARE_ROUTE, ...routes])
    await attempt(`warm-up ${route}`, () =>
      measureThroughput(`${origin}${route}`, { connections: 10, durationS: WARM_UP_SECONDS }),
    );
}

async function measureRoutes(
  origin: string,
  routes: string[],
  calculators: ReadonlySet<string>,
): Promise<RouteFigures[]> {
  const scriptCache = new Map<string, ScriptSize>();
  await warmUp(origin, routes);
  const partial: Array<Omit<RouteFigures, 'idleJs' | 'lighthouse' | 'performanceRuns'>> = [];
  for (const route of routes) {
    console.log(`first-load JS and throughput ${route} (${THROUGHPUT_PAIRS} times, each just after ${BARE_ROUTE})`);
    const firstLoadJs = await attempt(`first-load JS ${route}`, () =>
      measureFirstLoadJs(`${origin}${route}`, scriptCache),
    );
    const pairs = [];
    for (let pair = 0; pair < THROUGHPUT_PAIRS; pair += 1) pairs.push(await pairedThroughput(origin, route));
    // The pair with the median ratio, so the row's figures belong together; every ratio is kept.
    const sorted = [...pairs].sort((a, b) => (a.ratio ?? -1) - (b.ratio ?? -1));
    const median = sorted[Math.floor((sorted.length - 1) / 2)] ?? pairedThroughputFailed;
    partial.push({
      route,
      calculator: calculators.has(route),
      firstLoadJs,
      ...median,
      ratios: pairs.map((measured) => measured.ratio),
    });
  }
  console.log('JS by network idle, each route in a fresh Chromium page');
  const idle = await attempt('JS by network idle', () =>
    scriptsByNetworkIdle(partial.map(({ route }) => `${origin}${route}`)),
  );
  // Lighthouse after all load tests, one run at a time, so nothing else of ours competes for the two cores;
  // round by round over the routes, so a slow spell of the machine does not land on one route's runs.
  const runs = new Map<string, LighthouseResult[]>(partial.map(({ route }) => [route, []]));
  const errors = new Map<string, string>();
  for (let round = 1; round <= LIGHTHOUSE_RUNS; round += 1) {
    for (const { route } of partial) {
      console.log(`lighthouse ${route} (${round} of ${LIGHTHOUSE_RUNS})`);
      const result = await attempt(`lighthouse ${route}`, () => runLighthouse(`${origin}${route}`));
      if (failed(result)) errors.set(route, result.error);
      else runs.get(route)?.push(result);
    }
  }
  return partial.map((figures) => {
    const results = runs.get(figures.route) ?? [];
    const median = medianRun(results);
    return {
      ...figures,
      idleJs: (failed(idle) ? idle : idle.get(`${origin}${figures.route}`)) ?? { error: 'not measured' },
      lighthouse: median ?? { error: errors.get(figures.route) ?? 'no run' },
      performanceRuns: results.map((result) => result.scores.performance),
    };
  });
}

// The figures are plain data already; the round trip drops undefined fields and gives them the report's JSON type.
function toJson(value: object): { [key: string]: JsonValue } {
  return JSON.parse(JSON.stringify(value)) as { [key: string]: JsonValue };
}

async function main(): Promise<number> {
  const routes = await siteRoutes();
  const build = await ensureBuild();
  console.log(
    `build ${build.buildId} (${build.builtNow ? 'built now' : `built ${build.builtAt}`}); ${routes.length} routes; ${cpus().length} cores`,
  );

  server = await startNextServer(await freePort(), BARE_ROUTE);
  let rows: RouteFigures[];
  try {
    rows = await measureRoutes(server.origin, routes, await calculatorRoutes());
  } finally {
    await server.stop();
    server = undefined;
  }

  const mainRow = rows.find((row) => row.route === MAIN_ROUTE);
  if (mainRow && !failed(mainRow.firstLoadJs))
    console.log(`\nfirst-load JS of ${MAIN_ROUTE}, per script (verbose)\n${scriptTable(mainRow.firstLoadJs)}`);
  console.log(`\nlatency and Lighthouse metrics\n${metricsTable(rows)}`);
  console.log(
    `\nper route (targets: JS ≤ ${TARGETS.firstLoadJsKb} KB gzip, Performance ${TARGETS.performanceScore} (median of ${LIGHTHOUSE_RUNS}), ≥ ${TARGETS.throughputRatio}× bare req/s)\n${routeTable(rows)}`,
  );

  const targets = siteTargets(rows);
  console.log('\ntargets');
  printTargets(targets);
  writeReport({
    figures: toJson({ build, cores: cpus().length, bareRoute: BARE_ROUTE, routes: rows }),
    targets,
  });
  // A missed target is a finding; a measurement that could not be taken is a broken bench or site.
  const broken = rows.some(
    (row) => failed(row.firstLoadJs) || failed(row.lighthouse) || failed(row.throughput) || failed(row.bare),
  );
  return broken ? 1 : 0;
}

runBenchMain('site', main, () => server);
