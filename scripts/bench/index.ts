/**
 * npm run bench [-- <name>...]
 * Runs every scripts/bench/*.bench.ts in name order, one at a time (they
 * measure the same two cores), each as its own process so one crash cannot
 * take the others down. Figures go to bench-results/<name>.json. Exit code is
 * non-zero only when a bench crashes: a missed target is a finding to report.
 *
 * A bench reports its figures by calling writeReport() from lib/report.ts.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { machineInfo } from './lib/machine';
import { crashed, runBench, type BenchRun } from './lib/run-bench';
import { printSummary } from './lib/summary';

const BENCH_DIR = join('scripts', 'bench');
const RESULTS_DIR = 'bench-results';
const SUFFIX = '.bench.ts';

let interrupted = false;
// The child sees Ctrl-C too and cleans up its own servers; the runner only stops starting new benches.
process.on('SIGINT', () => {
  interrupted = true;
});

function benchFiles(only: string[]): Array<{ name: string; file: string }> {
  return readdirSync(BENCH_DIR)
    .filter((entry) => entry.endsWith(SUFFIX))
    .sort()
    .map((entry) => ({ name: entry.slice(0, -SUFFIX.length), file: join(BENCH_DIR, entry) }))
    .filter((bench) => only.length === 0 || only.includes(bench.name));
}

async function main(): Promise<number> {
  const benches = benchFiles(process.argv.slice(2));
  if (benches.length === 0) {
    console.error(
      `bench: no ${SUFFIX} files${process.argv.length > 2 ? ` named ${process.argv.slice(2).join(', ')}` : ''} in ${BENCH_DIR}`,
    );
    return 1;
  }
  mkdirSync(RESULTS_DIR, { recursive: true });
  const reportDir = mkdtempSync(join(tmpdir(), 'bench-reports-'));
  const runs: BenchRun[] = [];
  try {
    for (const bench of benches) {
      if (interrupted) break;
      console.log(`\n=== ${bench.name} (${bench.file}) ===`);
      const machine = machineInfo();
      console.log(
        `machine: ${machine.cores} cores (${machine.cpuModel}), node ${machine.node}, load average ${machine.loadAverage1m}`,
      );
      const run = await runBench(bench.file, bench.name, join(reportDir, `${bench.name}.json`));
      runs.push(run);
      writeFileSync(join(RESULTS_DIR, `${bench.name}.json`), `${JSON.stringify({ ...run, machine }, null, 2)}\n`);
    }
  } finally {
    rmSync(reportDir, { recursive: true, force: true });
  }
  printSummary(runs);
  if (interrupted) return 130;
  return runs.some(crashed) ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
