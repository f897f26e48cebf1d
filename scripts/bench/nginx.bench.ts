/**
 * nginx next to the Next server: the same prerendered HTML, with
 * the same headers, served by Debian's nginx and by the production server,
 * route by route (autocannon, 10 connections, 5 s, loopback). What a static
 * server reaches on this machine is the limit; the ratio says how far the
 * Next server is from it, and what a CDN in front takes off the servers.
 */
import { existsSync } from 'node:fs';
import { ensureBuild } from './lib/next-build';
import { runBenchMain } from './lib/bench-main';
import { startNextServer, type RunningServer } from './lib/next-server';
import { freePort } from '../lib/free-port';
import { siteRoutes } from './lib/site-routes';
import { measureThroughput, type Throughput } from './lib/throughput';
import { NGINX, startNginx, type RunningNginx } from './lib/nginx-server';
import { writeReport } from './lib/report';
import { loadPageManifest } from '@/services/build/page-manifest';

let server: RunningServer | undefined;
let nginx: RunningNginx | undefined;

async function main(): Promise<number> {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install -y nginx`);
  const routes = await siteRoutes();
  await ensureBuild();
  const { manifest, problem } = loadPageManifest('.next');
  if (!manifest) throw new Error(`${problem}`);
  server = await startNextServer(await freePort(), '/healthz');
  nginx = await startNginx(await freePort(), manifest);
  const rows: Array<{ route: string; next: Throughput; nginx: Throughput; sameBody: boolean }> = [];
  try {
    for (const route of routes) {
      const [fromNext, fromNginx] = await Promise.all([
        fetch(`${server.origin}${route}`).then((r) => r.text()),
        fetch(`${nginx.origin}${route}`).then((r) => r.text()),
      ]);
      // Alternate which goes first, so a drift in machine load does not favour one side.
      const first = rows.length % 2 === 0;
      const a = await measureThroughput(`${(first ? server : nginx).origin}${route}`);
      const b = await measureThroughput(`${(first ? nginx : server).origin}${route}`);
      rows.push({ route, next: first ? a : b, nginx: first ? b : a, sameBody: fromNext === fromNginx });
    }
  } finally {
    await nginx.stop();
    nginx = undefined;
    await server.stop();
    server = undefined;
  }
  console.log('\n| Route | Next req/s | nginx req/s | nginx ÷ Next | same HTML |\n|---|---:|---:|---:|---|');
  for (const row of rows)
    console.log(
      `| \`${row.route}\` | ${row.next.requestsPerSecond.toFixed(0)} | ${row.nginx.requestsPerSecond.toFixed(0)} | ${(row.nginx.requestsPerSecond / row.next.requestsPerSecond).toFixed(1)}× | ${row.sameBody ? 'yes' : 'no'} |`,
    );
  writeReport({
    figures: {
      rows: rows.map((row) => ({
        route: row.route,
        nextRps: row.next.requestsPerSecond,
        nginxRps: row.nginx.requestsPerSecond,
        nextP99Ms: row.next.latencyP99Ms,
        nginxP99Ms: row.nginx.latencyP99Ms,
        sameBody: row.sameBody,
      })),
    },
    targets: [],
  });
  return 0;
}

runBenchMain('nginx', main, () => server ?? (nginx ? { origin: nginx.origin, pid: 0, stop: nginx.stop } : undefined));
