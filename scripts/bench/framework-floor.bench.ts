/**
 * Framework floor: the smallest App Router app this project's Next and React
 * can build (one static page, no client component, default config), measured
 * as the site's pages are.
 * - Its first-load JS, counted exactly as the site bench counts the site's
 *   pages: whatever the site sends above it is the site's own, and a
 *   first-load target below it cannot be met without another framework runtime.
 * - Its Lighthouse mobile score, round by round with the site's caregiver page
 *   in both languages: on a host where the empty page misses 100, no page of
 *   this stack reaches it there, and the site is judged against the floor.
 * The app is written, built, served and removed again by this bench.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { runBenchMain } from './lib/bench-main';
import { kb, measureFirstLoadJs, type ScriptSize } from './lib/first-load-js';
import { round } from './lib/stats';
import { printTargets, writeReport } from './lib/report';
import { TARGETS } from './lib/site-report';
import { BARE_ROUTE, ensureBuild } from './lib/next-build';
import { startNextServer, waitUntilServing, type RunningServer } from './lib/next-server';
import { freePort } from '../lib/free-port';
import { floorLighthouse, type FloorPage } from './lib/floor-lighthouse';

// Under bench-results/ (git-ignored), inside the project: Node and Turbopack find the project's node_modules from there.
const APP_DIR = resolve('bench-results', 'framework-floor-app');
const PAGE_ORIGIN = 'http://framework-floor.invalid';

const FILES: Record<string, string> = {
  'next.config.mjs': 'export default {};\n',
  'app/layout.jsx':
    'export default function RootLayout({ children }) {\n  return (\n    <html lang="en">\n      <body>{children}</body>\n    </html>\n  );\n}\n',
  'app/page.jsx': 'export default function Page() {\n  return <p>An empty page.</p>;\n}\n',
};

function writeApp(): void {
  rmSync(APP_DIR, { recursive: true, force: true });
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(APP_DIR, file)), { recursive: true });
    writeFileSync(join(APP_DIR, file), text);
  }
}

function nextBuild(): Promise<void> {
  const nextBin = resolve('node_modules', 'next', 'dist', 'bin', 'next');
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [nextBin, 'build'], {
      cwd: APP_DIR,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    });
    child.once('error', fail);
    child.once('exit', (code, signal) =>
      code === 0 ? done() : fail(new Error(`next build of the empty app ended with ${signal ?? `exit ${code}`}`)),
    );
  });
}

/** The built files as the server would send them: the prerendered page at `/`, the scripts under `/_next/`. */
async function readFromBuild(url: string): Promise<Buffer> {
  const { pathname } = new URL(url);
  if (pathname === '/') return readFile(join(APP_DIR, '.next', 'server', 'app', 'index.html'));
  if (!pathname.startsWith('/_next/static/') || pathname.split('/').includes('..'))
    throw new Error(`not a file of the build: ${url}`);
  return readFile(join(APP_DIR, '.next', decodeURIComponent(pathname.slice('/_next/'.length))));
}

function versionOf(packageJson: string): string {
  const parsed: unknown = JSON.parse(readFileSync(packageJson, 'utf8'));
  return typeof parsed === 'object' && parsed !== null && 'version' in parsed && typeof parsed.version === 'string'
    ? parsed.version
    : 'unknown';
}

/** The App Router runs the React that Next bundles, not the project's own copy; its version is in the build itself. */
function bundledReactVersion(): string {
  const source = readFileSync('node_modules/next/dist/compiled/react/cjs/react.production.js', 'utf8');
  return /exports\.version = "([^"]+)"/.exec(source)?.[1] ?? 'unknown';
}

/** `next start` of the empty app, on loopback; stopped by the bench. */
async function serveEmptyApp(): Promise<RunningServer> {
  const port = await freePort();
  const nextBin = resolve('node_modules', 'next', 'dist', 'bin', 'next');
  const child = spawn(process.execPath, [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: APP_DIR,
    stdio: 'ignore',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  const origin = `http://127.0.0.1:${port}`;
  // Last resort for a crash that skips the bench's own cleanup: 'exit' handlers may only do synchronous work.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const stop = async () => {
    process.removeListener('exit', killOnExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await exited;
  };
  try {
    await waitUntilServing(child, origin, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, pid: child.pid ?? 0, stop };
}

const servers: RunningServer[] = [];

async function main(): Promise<number> {
  const versions = { next: versionOf('node_modules/next/package.json'), react: bundledReactVersion() };
  console.log(
    `an empty App Router page: Next ${versions.next}, React ${versions.react} (the copy Next bundles for the App Router)`,
  );
  writeApp();
  try {
    await nextBuild();
    const firstLoad = await measureFirstLoadJs(`${PAGE_ORIGIN}/`, new Map<string, ScriptSize>(), readFromBuild);
    const floorKb = round(kb(firstLoad.gzipBytes), 1);
    for (const script of firstLoad.scripts)
      console.log(`  ${new URL(script.url).pathname}  ${round(kb(script.gzipBytes), 1)} KB gzip`);
    console.log(
      `first-load JS of the empty page: ${floorKb} KB gzip in ${firstLoad.scripts.length} scripts (nomodule, not counted: ${round(kb(firstLoad.noModuleScripts.reduce((sum, s) => sum + s.gzipBytes, 0)), 1)} KB)`,
    );
    const build = await ensureBuild();
    console.log(`\nLighthouse, against the site's build ${build.buildId} (built ${build.builtAt})`);
    const empty = await serveEmptyApp();
    servers.push(empty);
    const site = await startNextServer(await freePort(), BARE_ROUTE);
    servers.push(site);
    const pages: FloorPage[] = [
      { name: 'empty App Router page', url: `${empty.origin}/` },
      { name: 'site /caregivers', url: `${site.origin}/caregivers` },
      { name: 'site /es/cuidadores', url: `${site.origin}/es/cuidadores` },
    ];
    const lighthouse = await floorLighthouse(pages);
    const floor = lighthouse[0];
    const targets = [
      {
        label: "an empty App Router page's first-load JS, against the site's target",
        actual: `${floorKb} KB gzip`,
        target: `≤ ${TARGETS.firstLoadJsKb} KB (if this misses, no site built on this framework meets it)`,
        met: floorKb <= TARGETS.firstLoadJsKb,
      },
      {
        label: "an empty App Router page's Lighthouse mobile Performance on this host (median)",
        actual: `${floor?.medianPerformance ?? 'not measured'}`,
        target: `${TARGETS.performanceScore} (if this misses, no page of this stack reaches it on this host)`,
        met: floor?.medianPerformance === TARGETS.performanceScore,
      },
      ...lighthouse.slice(1).map((page) => ({
        label: `${page.name}: Lighthouse mobile Performance against the empty page's, same rounds (median)`,
        actual: `${page.medianPerformance ?? 'not measured'} against ${floor?.medianPerformance ?? 'not measured'}`,
        target: "at least the empty page's",
        met:
          page.medianPerformance !== null &&
          floor?.medianPerformance !== null &&
          floor !== undefined &&
          page.medianPerformance >= floor.medianPerformance,
      })),
    ];
    console.log('\ntargets');
    printTargets(targets);
    writeReport({
      figures: {
        versions,
        firstLoadKb: floorKb,
        scripts: firstLoad.scripts.map((s) => ({ url: new URL(s.url).pathname, gzipBytes: s.gzipBytes })),
        lighthouse: lighthouse.map((page) => ({
          page: page.name,
          medianPerformance: page.medianPerformance,
          performance: page.runs.map((run) => run.performance),
          totalBlockingTimeMs: page.runs.map((run) => run.totalBlockingTimeMs),
        })),
      },
      targets,
    });
    return 0;
  } finally {
    await Promise.all(servers.splice(0).map((server) => server.stop()));
    rmSync(APP_DIR, { recursive: true, force: true });
  }
}

runBenchMain('framework-floor', main, () =>
  servers.length === 0
    ? undefined
    : { origin: '', pid: 0, stop: async () => void (await Promise.all(servers.map((server) => server.stop()))) },
);
