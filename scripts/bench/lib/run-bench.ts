/**
 * Runs one bench file as a child process with its output streamed straight
 * through, and collects the report it writes (see report.ts).
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { REPORT_FILE_ENV, type BenchReport } from './report';

const TSX_BIN = join('node_modules', '.bin', 'tsx');

export interface BenchRun {
  name: string;
  file: string;
  startedAt: string;
  durationS: number;
  exitCode: number | null;
  signal: string | null;
  /** null when the bench wrote no report (it crashed, or it does not use report.ts). */
  report: BenchReport | null;
}

function readReport(path: string): BenchReport | null {
  if (!existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as BenchReport;
  } catch {
    return null;
  }
}

export function runBench(file: string, name: string, reportPath: string): Promise<BenchRun> {
  const startedAt = new Date().toISOString();
  const start = performance.now();
  return new Promise((resolve) => {
    const child = spawn(TSX_BIN, [file], { stdio: 'inherit', env: { ...process.env, [REPORT_FILE_ENV]: reportPath } });
    const finish = (exitCode: number | null, signal: string | null) =>
      resolve({
        name,
        file,
        startedAt,
        durationS: Math.round((performance.now() - start) / 100) / 10,
        exitCode,
        signal,
        report: readReport(reportPath),
      });
    child.on('error', (error) => {
      console.error(`bench ${name}: could not start: ${error.message}`);
      finish(null, null);
    });
    child.on('exit', (code, signal) => finish(code, signal));
  });
}

export const crashed = (run: BenchRun) => run.exitCode !== 0;
