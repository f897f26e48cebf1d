/**
 * The static tier next to Next: the production proxy (deploy/nginx/, Debian's nginx) serving each prerendered
 * page it takes from the build, against the production server answering the same page, route by route
 * (autocannon, 10 connections, 5 s, loopback, alternating which goes first). Target: the static tier at least
 * 5× Next's requests per second on every page (docs/performance.md, docs/deployment.md).
 */
import { existsSync } from 'node:fs';
import { ensureBuild } from './lib/next-build';
import { runBenchMain } from './lib/bench-main';
import { startNextServer, type RunningServer } from './lib/next-server';
import { freePort } from '../lib/free-port';
import { siteRoutes } from './lib/site-routes';
import { measureThroughput, type Throughput } from './lib/throughput';
import { NGINX, startSiteProxy, type RunningNginx } from './lib/nginx-server';
import { printTargets, writeReport } from './lib/report';

const TARGET_RATIO = 5;

let server: RunningServer | undefined;
let nginx: RunningNginx | undefined;

async function main(): Promise<number> {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install -y nginx`);
  const configured = await siteRoutes();
  await ensureBuild();
  const serverPort = await freePort();
  server = await startNextServer(serverPort, '/healthz');
  nginx = await startSiteProxy({ port: await freePort(), upstreamPorts: [serverPort], env: process.env });
  const staticPages = new Set(nginx.staticPages);
  const routes = configured.filter((route) => staticPages.has(route));
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
  const ratio = (row: (typeof rows)[number]) => row.nginx.requestsPerSecond / row.next.requestsPerSecond;
  console.log('\n| Route | Next req/s | static tier req/s | static ÷ Next | same HTML |\n|---|---:|---:|---:|---|');
  for (const row of rows)
    console.log(
      `| \`${row.route}\` | ${row.next.requestsPerSecond.toFixed(0)} | ${row.nginx.requestsPerSecond.toFixed(0)} | ${ratio(row).toFixed(1)}× | ${row.sameBody ? 'yes' : 'no'} |`,
    );
  const lowest = Math.min(...rows.map(ratio));
  const targets = [
    {
      label: 'static tier ÷ Next, requests per second, lowest page',
      actual: `${lowest.toFixed(1)}× over ${rows.length} pages`,
      target: `≥ ${TARGET_RATIO}×`,
      met: rows.length > 0 && lowest >= TARGET_RATIO,
    },
    {
      label: 'the same HTML from both',
      actual: `${rows.filter((row) => row.sameBody).length} of ${rows.length}`,
      target: 'all',
      met: rows.every((row) => row.sameBody),
    },
  ];
  printTargets(targets);
  writeReport({
    figures: {
      rows: rows.map((row) => ({
        route: row.route,
        nextRps: row.next.requestsPerSecond,
        nginxRps: row.nginx.requestsPerSecond,
        nextP99Ms: row.next.latencyP99Ms,
        nginxP99Ms: row.nginx.latencyP99Ms,
        nginxErrors: row.nginx.errors + row.nginx.non2xx,
        sameBody: row.sameBody,
      })),
    },
    targets,
  });
  return targets.every((target) => target.met) ? 0 : 1;
}

runBenchMain('nginx', main, () => server ?? (nginx ? { origin: nginx.origin, pid: 0, stop: nginx.stop } : undefined));
