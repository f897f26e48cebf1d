/**
 * Framework floor: the first-load JS of the smallest App
 * Router app this project's Next and React can build (one static page, no
 * client component, default config), counted exactly as the site bench
 * counts the site's pages. Whatever the site sends above it is the site's
 * own; a first-load target below it cannot be met without another framework
 * runtime. The app is written, built and removed again by this bench.
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
    const targets = [
      {
        label: "an empty App Router page's first-load JS, against the site's target",
        actual: `${floorKb} KB gzip`,
        target: `≤ ${TARGETS.firstLoadJsKb} KB (if this misses, no site built on this framework meets it)`,
        met: floorKb <= TARGETS.firstLoadJsKb,
      },
    ];
    console.log('\ntargets');
    printTargets(targets);
    writeReport({
      figures: {
        versions,
        firstLoadKb: floorKb,
        scripts: firstLoad.scripts.map((s) => ({ url: new URL(s.url).pathname, gzipBytes: s.gzipBytes })),
      },
      targets,
    });
    return 0;
  } finally {
    rmSync(APP_DIR, { recursive: true, force: true });
  }
}

runBenchMain('framework-floor', main, () => undefined);
