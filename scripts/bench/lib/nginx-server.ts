/**
 * Debian's nginx serving the prerendered HTML of the build (.next/server/app)
 * with the same headers as the site (each page's own policy), on loopback:
 * the limit a plain static server sets on this machine, for comparison with
 * the Next server. Started in the foreground (daemon off) so the PID held is
 * nginx's master, and stopped with it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { contentSecurityPolicy, NO_SOURCES } from '@/services/security/content-security-policy';
import { securityHeaders } from '@/services/security/security-headers';
import type { PageManifest } from '@/services/build/page-manifest';

export const NGINX = '/usr/sbin/nginx';

const quoted = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

export function nginxConfig(options: {
  port: number;
  root: string;
  tempDir: string;
  manifest: PageManifest;
  asRoot: boolean;
}): string {
  const policy = (hashes: string[]) =>
    contentSecurityPolicy({ scriptHashes: hashes, sources: NO_SOURCES, https: false });
  const pages = Object.entries(options.manifest.pages).map(
    ([path, page]) => `    ${quoted(path)} ${quoted(policy(page.scriptHashes))};`,
  );
  return `${options.asRoot ? 'user root;\n' : ''}worker_processes auto;
error_log ${options.tempDir}/error.log warn;
pid ${options.tempDir}/nginx.pid;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${options.tempDir}/body;
  proxy_temp_path ${options.tempDir}/proxy;
  fastcgi_temp_path ${options.tempDir}/fastcgi;
  uwsgi_temp_path ${options.tempDir}/uwsgi;
  scgi_temp_path ${options.tempDir}/scgi;
  types { text/html html; }
  default_type application/octet-stream;
  sendfile on;
  keepalive_requests 100000;
  map $uri $page_policy {
    default ${quoted(policy(options.manifest.notFound.scriptHashes))};
${pages.join('\n')}
  }
  server {
    listen 127.0.0.1:${options.port};
    root ${options.root};
${securityHeaders()
  .map(({ key, value }) => `    add_header ${key} ${quoted(value)} always;`)
  .join('\n')}
    add_header Content-Security-Policy $page_policy always;
    add_header Cache-Control "s-maxage=31536000" always;
    location = / { try_files /index.html =404; }
    location / { try_files $uri.html =404; }
  }
}
`;
}

/** A load balancer: round robin over the upstream ports, passing Host and the forwarding headers as a real one does. */
export function loadBalancerConfig(options: {
  port: number;
  upstreamPorts: readonly number[];
  tempDir: string;
  asRoot: boolean;
}): string {
  return `${options.asRoot ? 'user root;\n' : ''}worker_processes 1;
error_log ${options.tempDir}/error.log warn;
pid ${options.tempDir}/nginx.pid;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${options.tempDir}/body;
  proxy_temp_path ${options.tempDir}/proxy;
  fastcgi_temp_path ${options.tempDir}/fastcgi;
  uwsgi_temp_path ${options.tempDir}/uwsgi;
  scgi_temp_path ${options.tempDir}/scgi;
  upstream site {
${options.upstreamPorts.map((port) => `    server 127.0.0.1:${port};`).join('\n')}
  }
  server {
    listen 127.0.0.1:${options.port};
    location / {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }
}
`;
}

export interface RunningNginx {
  origin: string;
  stop(): Promise<void>;
}

/** Debian's nginx in the foreground with the configuration `configFor` writes for its own temporary folder. */
export async function runNginx(
  port: number,
  configFor: (tempDir: string, asRoot: boolean) => string,
  readyPath = '/',
): Promise<RunningNginx> {
  const tempDir = mkdtempSync(join(tmpdir(), 'nginx-'));
  const config = join(tempDir, 'nginx.conf');
  writeFileSync(config, configFor(tempDir, process.getuid?.() === 0));
  const child: ChildProcess = spawn(NGINX, ['-p', tempDir, '-c', config, '-g', 'daemon off;'], {
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
    rmSync(tempDir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 40; attempt += 1) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`${origin}${readyPath}`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { origin, stop };
    await sleep(250);
  }
  await stop();
  throw new Error(
    `nginx did not answer ${origin}${readyPath} (is the Debian package installed? apt-get install -y nginx)`,
  );
}

export function startNginx(port: number, manifest: PageManifest, distDir = '.next'): Promise<RunningNginx> {
  return runNginx(port, (tempDir, asRoot) =>
    nginxConfig({ port, root: resolve(distDir, 'server', 'app'), tempDir, manifest, asRoot }),
  );
}

export function startLoadBalancer(port: number, upstreamPorts: readonly number[]): Promise<RunningNginx> {
  return runNginx(port, (tempDir, asRoot) => loadBalancerConfig({ port, upstreamPorts, tempDir, asRoot }), '/healthz');
}
