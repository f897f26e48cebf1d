/**
 * What the tests run that npm cannot install: Debian's Chromium (Playwright's own browser download is not
 * reachable here), redis-server (the shared store of the session and rate-limit tests and the two-instance test),
 * nginx (the load balancer in front of the two instances), and for the smoke set in the other engines
 * (tests/e2e/engines/, docs/browsers.md) Firefox ESR, WebKitGTK's WebDriver, the GObject bindings its browser host
 * (webkit-host.py) is written with, and Xvfb, the X display WebKitGTK draws on. Whatever is missing is installed with
 * one apt-get run. `npm test` calls this first; `npm run test:e2e` does too, for a run on its own.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const MULTIARCH = process.arch === 'arm64' ? 'aarch64-linux-gnu' : 'x86_64-linux-gnu';

interface TestTool {
  /** The Debian package. */
  name: string;
  /** A file the package installs, to tell whether it is there. */
  binary: string;
  /** Install what Debian recommends with it too (a browser's fonts shape what the layout tests see). */
  withRecommends?: boolean;
}

export const TEST_TOOLS: readonly TestTool[] = [
  { name: 'chromium', binary: CHROMIUM_PATH, withRecommends: true },
  { name: 'redis-server', binary: '/usr/bin/redis-server' },
  { name: 'nginx', binary: '/usr/sbin/nginx' },
  // The other engines come without their recommendations (codecs, GStreamer plugins, Mesa's GPU drivers, xauth),
  // which no test uses. Their fonts are the system's: fontconfig brings DejaVu, Chromium's recommendations Liberation.
  { name: 'firefox-esr', binary: FIREFOX_PATH },
  { name: 'webkit2gtk-driver', binary: WEBKIT_DRIVER_PATH },
  { name: 'gir1.2-webkit2-4.1', binary: `/usr/lib/${MULTIARCH}/girepository-1.0/WebKit2-4.1.typelib` },
  { name: 'python3-gi', binary: '/usr/lib/python3/dist-packages/gi/__init__.py' },
  { name: 'xvfb', binary: '/usr/bin/Xvfb' },
];

export function ensureTestTools(tools: readonly TestTool[] = TEST_TOOLS): void {
  const missing = tools.filter((tool) => !existsSync(tool.binary));
  if (missing.length === 0) return;
  console.log(
    `installing Debian's ${missing.map((tool) => tool.name).join(', ')} with apt-get (not found: ${missing.map((tool) => tool.binary).join(', ')})`,
  );
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const run = (args: string[]) => {
    const [command = '', ...rest] = asRoot ? args : ['sudo', ...args];
    execFileSync(command, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  };
  run(['apt-get', 'update', '-qq']);
  const [full, lean] = [missing.filter((tool) => tool.withRecommends), missing.filter((tool) => !tool.withRecommends)];
  if (full.length > 0) run(['apt-get', 'install', '-y', '-qq', ...full.map((tool) => tool.name)]);
  // The servers come without their recommendations: the tests start them by hand, nothing else is needed; the other
  // engines' recommendations are media and GPU support the smoke tests do not use.
  if (lean.length > 0)
    run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...lean.map((tool) => tool.name)]);
  const stillMissing = missing.filter((tool) => !existsSync(tool.binary));
  if (stillMissing.length > 0)
    throw new Error(`apt-get finished but ${stillMissing.map((tool) => tool.binary).join(', ')} is still missing`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) ensureTestTools();
