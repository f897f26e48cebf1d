/**
 * What the tests run that npm cannot install: Debian's Chromium (Playwright's own browser download is not
 * reachable here), redis-server (the shared store of the session and rate-limit tests and the two-instance test)
 * and nginx (the load balancer in front of the two instances). Whatever is missing is installed with one apt-get
 * run. `npm test` calls this first; `npm run test:e2e` does too, for a run on its own.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
  // The servers come without their recommendations: the tests start them by hand, nothing else is needed.
  if (lean.length > 0)
    run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...lean.map((tool) => tool.name)]);
  const stillMissing = missing.filter((tool) => !existsSync(tool.binary));
  if (stillMissing.length > 0)
    throw new Error(`apt-get finished but ${stillMissing.map((tool) => tool.binary).join(', ')} is still missing`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) ensureTestTools();
