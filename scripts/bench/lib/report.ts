/**
 * The contract between a bench and the runner (index.ts): a bench calls
 * `writeReport` once with its figures and target checks. The runner passes
 * the file to write through BENCH_REPORT_FILE, so a bench's stdout stays free
 * for humans and nothing has to be parsed out of it.
 */
import { writeFileSync } from 'node:fs';

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** One performance target (docs/performance.md), checked against what was measured. */
export interface TargetCheck {
  label: string;
  actual: string;
  target: string;
  met: boolean;
}

export interface BenchReport {
  figures: { [key: string]: JsonValue };
  targets: TargetCheck[];
}

export const REPORT_FILE_ENV = 'BENCH_REPORT_FILE';

export function writeReport(report: BenchReport): void {
  const file = process.env[REPORT_FILE_ENV];
  // Run on its own (tsx scripts/bench/x.bench.ts) a bench only prints; the runner owns bench-results/.
  if (!file) return;
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
}

export function printTargets(targets: TargetCheck[]): void {
  for (const t of targets)
    console.log(`  ${t.met ? 'met   ' : 'MISSED'}  ${t.label}: ${t.actual} (target ${t.target})`);
}
