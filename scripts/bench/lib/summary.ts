import type { BenchRun } from './run-bench';
import { crashed } from './run-bench';

export function printSummary(runs: BenchRun[]): void {
  console.log('\n=== bench summary ===');
  for (const run of runs) {
    const status = crashed(run) ? `CRASHED (${run.signal ?? `exit ${run.exitCode}`})` : 'ok';
    console.log(`${run.name}: ${status}, ${run.durationS} s`);
    if (!run.report) {
      console.log('  no figures reported');
      continue;
    }
    for (const t of run.report.targets)
      console.log(`  ${t.met ? 'met   ' : 'MISSED'}  ${t.label}: ${t.actual} (target ${t.target})`);
  }
  const missed = runs.flatMap((run) => run.report?.targets.filter((t) => !t.met) ?? []).length;
  const failures = runs.filter(crashed).length;
  console.log(
    `${runs.length} benches, ${failures} crashed, ${missed} target${missed === 1 ? '' : 's'} missed (missed targets are findings, not failures)`,
  );
}
