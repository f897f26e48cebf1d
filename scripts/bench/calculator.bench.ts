/**
 * Calculator bench: first-load JS of the calculator route next to a
 * content route, the calculator's own chunk loaded after the page, Lighthouse
 * mobile (median of 3 runs) and input-to-result time under 4× CPU throttling.
 */
import { ensureBuild } from './lib/next-build';
import { runBenchMain } from './lib/bench-main';
import { startNextServer, type RunningServer } from './lib/next-server';
import { freePort } from '../lib/free-port';
import { kb, measureFirstLoadJs, type ScriptSize } from './lib/first-load-js';
import { runLighthouse, type LighthouseResult } from './lib/lighthouse';
import { measureCalculator } from './lib/calculator-timing';
import { median, round } from './lib/stats';
import { printTargets, writeReport, type TargetCheck } from './lib/report';

const ROUTE = '/nanny-tax-calculator';
const CONTENT_ROUTE = '/caregivers';

let server: RunningServer | undefined;

async function main(): Promise<number> {
  await ensureBuild();
  server = await startNextServer(await freePort(), '/healthz');
  let lighthouse: LighthouseResult[] = [];
  let firstLoad: number;
  let contentFirstLoad: number;
  let timing: Awaited<ReturnType<typeof measureCalculator>>;
  try {
    const cache = new Map<string, ScriptSize>();
    firstLoad = kb((await measureFirstLoadJs(`${server.origin}${ROUTE}`, cache)).gzipBytes);
    contentFirstLoad = kb((await measureFirstLoadJs(`${server.origin}${CONTENT_ROUTE}`, cache)).gzipBytes);
    console.log('calculator under 4× CPU throttling');
    timing = await measureCalculator(`${server.origin}${ROUTE}`, `${server.origin}${CONTENT_ROUTE}`);
    for (let run = 0; run < 3; run += 1) {
      console.log(`lighthouse ${ROUTE} (${run + 1} of 3)`);
      lighthouse.push(await runLighthouse(`${server.origin}${ROUTE}`));
    }
  } finally {
    await server.stop();
    server = undefined;
  }
  lighthouse = lighthouse.filter((result) => result.scores.performance !== null);
  const performance = median(lighthouse.map((result) => result.scores.performance ?? 0));
  const cls = Math.max(...lighthouse.map((result) => result.metrics['cumulative-layout-shift'] ?? 0));
  const lazyKb = kb(timing.lazyJsGzipBytes);
  console.log(
    `first-load JS ${ROUTE}: ${firstLoad.toFixed(1)} KB, ${CONTENT_ROUTE}: ${contentFirstLoad.toFixed(1)} KB`,
  );
  console.log(
    `calculator chunk and data, after load: ${lazyKb.toFixed(1)} KB gzip in ${timing.scripts} scripts (not counted: ${kb(timing.siteWideJsGzipBytes).toFixed(1)} KB that ${CONTENT_ROUTE} also fetches after load: its first-load scripts, which load after the first paint, and the analytics runtime)`,
  );
  console.log(
    `Lighthouse mobile: Performance ${lighthouse.map((r) => r.scores.performance).join(', ')} (median ${performance}), CLS max ${cls}`,
  );
  console.log(
    `input to result, CPU 4× slower: median ${round(timing.inputToResultMs.median)} ms, p95 ${round(timing.inputToResultMs.p95)} ms (${timing.inputToResultMs.samples} samples)`,
  );
  const targets: TargetCheck[] = [
    {
      label: 'first-load JS of the calculator route vs a content route',
      actual: `+${(firstLoad - contentFirstLoad).toFixed(1)} KB`,
      target: '≤ 5 KB',
      met: firstLoad - contentFirstLoad <= 5,
    },
    {
      label: "calculator's own chunk and data, after first paint",
      actual: `${lazyKb.toFixed(1)} KB gzip`,
      target: '≤ 45 KB',
      met: lazyKb <= 45,
    },
    {
      label: 'Lighthouse mobile Performance (median of 3)',
      actual: String(performance),
      target: '≥ 98',
      met: performance >= 98,
    },
    { label: 'CLS', actual: String(cls), target: '0', met: cls === 0 },
    {
      label: 'input to result under 4× CPU throttling (median)',
      actual: `${round(timing.inputToResultMs.median)} ms`,
      target: '≤ 16 ms',
      met: timing.inputToResultMs.median <= 16,
    },
  ];
  console.log('\ntargets');
  printTargets(targets);
  writeReport({
    figures: {
      firstLoadKb: firstLoad,
      contentFirstLoadKb: contentFirstLoad,
      lazyKb,
      siteWideAfterLoadKb: kb(timing.siteWideJsGzipBytes),
      lighthouse: lighthouse.map((r) => ({ ...r.scores })),
      inputToResultMs: { ...timing.inputToResultMs },
    },
    targets,
  });
  return 0;
}

runBenchMain('calculator', main, () => server);
