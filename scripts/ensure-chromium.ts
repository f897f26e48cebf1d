/**
 * Browser tests run in Debian's Chromium (Playwright's own browser download
 * is not reachable here). Installs it with apt-get when it is missing.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  console.log(`${CHROMIUM_PATH} not found: installing Debian's chromium with apt-get`);
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const run = (args: string[]) => {
    const [command = '', ...rest] = asRoot ? args : ['sudo', ...args];
    execFileSync(command, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  };
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', 'chromium']);
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`chromium was installed but ${CHROMIUM_PATH} is still missing`);
}
