/**
 * Debian's nginx running the production proxy and static tier (deploy/nginx/) on loopback, for the scale-out
 * test and the static-tier bench: written for the build in .next and the instances' environment, started in
 * the foreground (daemon off) so the PID held is nginx's master, and stopped with it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { writeSiteProxy } from '@/deploy/nginx/site-proxy';

export const NGINX = '/usr/sbin/nginx';

export interface RunningNginx {
  origin: string;
  /** The pages it serves itself; everything else goes to the instances. */
  staticPages: readonly string[];
  stop(): Promise<void>;
}

export interface SiteProxyStart {
  port: number;
  upstreamPorts: readonly number[];
  /** The instances' environment (their policy sources, hosts and TRUSTED_PROXY_HOPS). */
  env: Readonly<Record<string, string | undefined>>;
  distDir?: string;
}

export async function startSiteProxy({
  port,
  upstreamPorts,
  env,
  distDir = '.next',
}: SiteProxyStart): Promise<RunningNginx> {
  const dir = mkdtempSync(join(tmpdir(), 'nginx-'));
  const written = writeSiteProxy({
    distDir,
    outDir: dir,
    listen: `127.0.0.1:${port}`,
    upstreams: upstreamPorts.map((upstream) => `127.0.0.1:${upstream}`),
    env,
    // Workers as root only when the test runs as root: the copied build sits in a folder only its owner reads.
    user: process.getuid?.() === 0 ? 'root' : undefined,
    // Where the test's or bench's own output goes: a refused or reset upstream shows next to the failure it caused.
    errorLog: 'stderr',
  });
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', written.mainConf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    process.removeListener('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGQUIT');
      await Promise.race([
        new Promise((done) => child.once('exit', done)),
        sleep(5000).then(() => child.kill('SIGKILL')),
      ]);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const probe = written.staticPages[0] ?? '/';
  for (let attempt = 0; attempt < 40; attempt += 1) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`${origin}${probe}`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { origin, staticPages: written.staticPages, stop };
    await sleep(250);
  }
  await stop();
  throw new Error(`nginx did not answer ${origin}${probe} (is the Debian package installed? apt-get install -y nginx)`);
}
