/**
 * Security bench (issue 12): the official MDN HTTP Observatory score of every
 * route, the 404 page included, served by the production server behind a
 * local TLS front (the edge's job in production: TLS, x-forwarded-proto, the
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
import { ensureObservatory, OBSERVATORY_VERSION, scoreWithObservatory, selfSignedCertificate, type ObservatoryScore } from './lib/observatory';
import { startTlsFront } from './lib/tls-front';
import { printTargets, writeReport } from './lib/report';

const NOT_FOUND_PATH = '/no-such-page';

let server: RunningServer | undefined;

async function main(): Promise<number> {
  ensureObservatory();
  const paths = [...(await siteRoutes()), NOT_FOUND_PATH, '/healthz'];
  await ensureBuild();
  server = await startNextServer(await freePort(), '/healthz');
  const certDir = mkdtempSync(join(tmpdir(), 'security-bench-'));
  const front = await startTlsFront(Number(new URL(server.origin).port), selfSignedCertificate(certDir));
  let scores: ObservatoryScore[];
  try {
    scores = await scoreWithObservatory({ host: 'localhost', httpsPort: front.httpsPort, httpPort: front.httpPort, paths, caFile: join(certDir, 'localhost.crt') });
  } finally {
    await front.close();
    await server.stop();
    server = undefined;
    rmSync(certDir, { recursive: true, force: true });
  }

  console.log(`\nMDN HTTP Observatory ${OBSERVATORY_VERSION}, https://localhost (local TLS front)`);
  for (const score of scores) {
    const modifiers = Object.entries(score.tests)
      .filter(([, test]) => test.scoreModifier !== 0 || !test.pass)
      .map(([name, test]) => `${name} ${test.scoreModifier >= 0 ? '+' : ''}${test.scoreModifier}${test.pass ? '' : ' FAILED'}`);
    console.log(`  ${score.path.padEnd(30)} ${String(score.statusCode).padEnd(4)} ${score.grade.padEnd(3)} ${String(score.score).padStart(4)}  ${modifiers.join(', ')}`);
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
        tests: Object.fromEntries(Object.entries(tests).map(([name, test]) => [name, `${test.result} (${test.scoreModifier})`])),
      })),
    },
    targets,
  });
  return 0;
}

runBenchMain('security', main, () => server);
