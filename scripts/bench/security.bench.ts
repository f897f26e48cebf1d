/**
 * Security bench: the official MDN HTTP Observatory score of every route, the
 * 404 page, a contract PDF and a script of the build, served by the production
 * server in its production configuration (every outside service on https, as
 * in PRODUCTION_SERVICES below, the edge trusted for x-forwarded-proto) behind
 * a local TLS front (the edge's job in production: TLS, x-forwarded-proto, the
 * http → https redirect). Target: A+ (100 points or more) everywhere.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuild } from './lib/next-build';
import { runBenchMain } from './lib/bench-main';
import { startNextServer, type RunningServer } from './lib/next-server';
import { freePort } from '../lib/free-port';
import { siteRoutes } from './lib/site-routes';
import {
  ensureObservatory,
  OBSERVATORY_VERSION,
  scoreWithObservatory,
  selfSignedCertificate,
  type ObservatoryScore,
} from './lib/observatory';
import { startTlsFront } from './lib/tls-front';
import { printTargets, writeReport } from './lib/report';

const NOT_FOUND_PATH = '/no-such-page';
const PDF_PATH = '/contracts/sample-nanny-contract.pdf';

/** Outside services as production names them: https origins only (the values are never called by a page load). */
const PRODUCTION_SERVICES = {
  GRAPHQL_UPSTREAM_URL: 'https://api.hearth-payroll.example/graphql',
  OIDC_ISSUER: 'https://id.hearth-payroll.example',
  OIDC_AUTHORITY: 'https://id.hearth-payroll.example',
  OIDC_CLIENT_ID: 'hearth-site',
  OIDC_CLIENT_SECRET: 'bench-only-secret',
  NEXTAUTH_SECRET: 'bench-only-secret-of-enough-length-0123456789',
  BOT_CHECK_SCRIPT_URL: 'https://www.google.com/recaptcha/api.js',
  BOT_CHECK_SITE_KEY: 'bench-site-key',
  AMPLITUDE_API_KEY: 'bench-key',
  AMPLITUDE_SERVER_URL: 'https://api2.amplitude.com/2/httpapi',
  ENROLLMENT_BASE_URL: 'https://app.hearth-payroll.example',
  CONTACT_ENDPOINT_URL: 'https://intake.hearth-payroll.example/messages',
  TRUSTED_PROXY_HOPS: '1',
};

/** The first script a page loads, as its HTML names it: the route type "script". */
async function firstScriptPath(origin: string): Promise<string> {
  const html = await (await fetch(`${origin}/`, { headers: { host: new URL(origin).host } })).text();
  const found =
    /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(html) ?? /"(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(html);
  if (!found?.[1]) throw new Error('no script of the build found in the home page');
  return found[1];
}

let server: RunningServer | undefined;

async function main(): Promise<number> {
  ensureObservatory();
  await ensureBuild();
  const certDir = mkdtempSync(join(tmpdir(), 'security-bench-'));
  const serverPort = await freePort();
  // The front first: the site must know its public origin (the front's https port) before it starts.
  const front = await startTlsFront(serverPort, selfSignedCertificate(certDir));
  let scores: ObservatoryScore[];
  try {
    server = await startNextServer(serverPort, '/healthz', {
      ...PRODUCTION_SERVICES,
      NEXTAUTH_URL: `https://localhost:${front.httpsPort}`,
      SITE_HOSTS: `127.0.0.1:${serverPort}`,
    });
    const paths = [...(await siteRoutes()), NOT_FOUND_PATH, '/healthz', PDF_PATH, await firstScriptPath(server.origin)];
    scores = await scoreWithObservatory({
      host: 'localhost',
      httpsPort: front.httpsPort,
      httpPort: front.httpPort,
      paths,
      caFile: join(certDir, 'localhost.crt'),
    });
  } finally {
    await front.close();
    await server?.stop();
    server = undefined;
    rmSync(certDir, { recursive: true, force: true });
  }

  console.log(`\nMDN HTTP Observatory ${OBSERVATORY_VERSION}, https://localhost (local TLS front)`);
  for (const score of scores) {
    const modifiers = Object.entries(score.tests)
      .filter(([, test]) => test.scoreModifier !== 0 || !test.pass)
      .map(
        ([name, test]) =>
          `${name} ${test.scoreModifier >= 0 ? '+' : ''}${test.scoreModifier}${test.pass ? '' : ' FAILED'}`,
      );
    console.log(
      `  ${score.path.padEnd(30)} ${String(score.statusCode).padEnd(4)} ${score.grade.padEnd(3)} ${String(score.score).padStart(4)}  ${modifiers.join(', ')}`,
    );
  }
  const lowest = scores.reduce((low, score) => (score.score < low.score ? score : low));
  const targets = [
    {
      label: 'MDN HTTP Observatory on every route (404 included)',
      actual: `lowest ${lowest.score} (${lowest.grade}) on ${lowest.path}`,
      target: 'A+ (≥ 100) everywhere',
      met: scores.every((score) => score.score >= 100 && score.grade === 'A+'),
    },
  ];
  printTargets(targets);
  writeReport({
    figures: {
      observatoryVersion: OBSERVATORY_VERSION,
      scores: scores.map(({ path, statusCode, score, grade, tests }) => ({
        path,
        statusCode,
        score,
        grade,
        tests: Object.fromEntries(
          Object.entries(tests).map(([name, test]) => [name, `${test.result} (${test.scoreModifier})`]),
        ),
      })),
    },
    targets,
  });
  return 0;
}

runBenchMain('security', main, () => server);
