/**
 * Lighthouse 13 through its CLI, one run at a time: parallel runs on two
 * cores would skew each other's simulated timings. Mobile is Lighthouse's
 * default form factor, so no preset is passed.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const LIGHTHOUSE_BIN = join('node_modules', '.bin', 'lighthouse');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
] as const;
// The Debian Chromium has no network here: keep it from trying (QUIC, updates, sync) and from waiting on a GPU.
const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';
const RUN_TIMEOUT_MS = 180_000;

export type Category = (typeof CATEGORIES)[number];
export type Metric = (typeof METRICS)[number];

export interface LighthouseResult {
  /** 0–100; null when Lighthouse could not score the category. */
  scores: Record<Category, number | null>;
  metrics: Record<Metric, number | null>;
  warnings: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function field(value: unknown, ...path: string[]): unknown {
  let current = value;
  for (const key of path) current = isRecord(current) ? current[key] : undefined;
  return current;
}

const numberOrNull = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

function parseReport(json: unknown): LighthouseResult {
  const runtimeError = field(json, 'runtimeError', 'message');
  if (typeof runtimeError === 'string') throw new Error(`Lighthouse: ${runtimeError}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => {
      const score = numberOrNull(field(json, 'categories', id, 'score'));
      return [id, score === null ? null : Math.round(score * 100)];
    }),
  ) as Record<Category, number | null>;
  const metrics = Object.fromEntries(
    METRICS.map((id) => [id, numberOrNull(field(json, 'audits', id, 'numericValue'))]),
  ) as Record<Metric, number | null>;
  const rawWarnings = field(json, 'runWarnings');
  const warnings = Array.isArray(rawWarnings) ? rawWarnings.filter((w): w is string => typeof w === 'string') : [];
  return { scores, metrics, warnings };
}

function runCli(url: string, outputPath: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      LIGHTHOUSE_BIN,
      [
        url,
        '--output=json',
        `--output-path=${outputPath}`,
        '--quiet',
        `--only-categories=${CATEGORIES.join(',')}`,
        `--chrome-flags=${CHROME_FLAGS}`,
      ],
      {
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      },
    );
    // SIGINT, not SIGKILL: Lighthouse then closes the Chromium it launched.
    const timer = setTimeout(() => child.kill('SIGINT'), RUN_TIMEOUT_MS);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`lighthouse ${url} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

/** The run with the median Performance score (the lower middle of an even count); undefined without runs. */
export function medianRun(results: readonly LighthouseResult[]): LighthouseResult | undefined {
  const sorted = [...results].sort((a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

// Lighthouse sometimes fails to record its own trace (NO_NAVSTART, "Please run Lighthouse again", exit 1): one more try.
// Any failure is retried once, since the CLI reports that error only on stderr and by its exit code.
const RETRIES = 1;

export async function runLighthouse(url: string): Promise<LighthouseResult> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await runOnce(url);
    } catch (error) {
      if (attempt >= RETRIES) throw error;
      console.error(`  lighthouse ${url}: ${error instanceof Error ? error.message : String(error)}; running it again`);
    }
  }
}

async function runOnce(url: string): Promise<LighthouseResult> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-lighthouse-'));
  try {
    const outputPath = join(dir, 'report.json');
    await runCli(url, outputPath);
    return parseReport(JSON.parse(await readFile(outputPath, 'utf8')));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
