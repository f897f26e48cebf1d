/**
 * The official MDN HTTP Observatory scorer (@mdn/mdn-http-observatory), run
 * on this machine against a local server. It is not a project dependency:
 * its tree (postgres client, a CA bundle fetched at install) is for its own
 * API server, so the bench installs the pinned version once into
 * bench-results/.tools with npm (scripts skipped) and imports its modules.
 *
 * Its `scan(host)` takes a bare host name (port 80/443, path /), so this runs
 * the same steps with its own functions: `retrieve(host, { httpsPort,
 * httpPort, path })`, every test of ALL_TESTS, and the score and grade rules
 * of scan() (extra credit only from 90 up). Run in a child process, because
 * the self-signed certificate of the local TLS front must be trusted through
 * NODE_EXTRA_CA_CERTS, which Node reads at start.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const OBSERVATORY_VERSION = '1.4.8';
const TOOLS_DIR = resolve('bench-results', '.tools', `observatory-${OBSERVATORY_VERSION}`);
export const OBSERVATORY_DIR = join(TOOLS_DIR, 'node_modules', '@mdn', 'mdn-http-observatory');

export function ensureObservatory(): string {
  if (!existsSync(join(OBSERVATORY_DIR, 'package.json'))) {
    mkdirSync(TOOLS_DIR, { recursive: true });
    console.log(`installing @mdn/mdn-http-observatory@${OBSERVATORY_VERSION} into ${TOOLS_DIR}`);
    execFileSync(
      'npm',
      [
        'install',
        '--prefix',
        TOOLS_DIR,
        '--no-save',
        '--no-package-lock',
        '--ignore-scripts',
        '--no-audit',
        '--no-fund',
        `@mdn/mdn-http-observatory@${OBSERVATORY_VERSION}`,
      ],
      {
        stdio: 'inherit',
      },
    );
  }
  // Its install step downloads Chromium's HSTS preload list, which this offline machine cannot. Only the
  // preload bonus (+5) and the "all redirects preloaded" case read it, and localhost is on no such list.
  const preload = join(OBSERVATORY_DIR, 'conf', 'hsts-preload.json');
  if (!existsSync(preload)) writeFileSync(preload, '{}\n');
  return OBSERVATORY_DIR;
}

export interface ObservatoryTest {
  result: string;
  pass: boolean;
  scoreModifier: number;
}

export interface ObservatoryScore {
  path: string;
  statusCode: number;
  score: number;
  grade: string;
  tests: Record<string, ObservatoryTest>;
}

/** Scores https://<host>:<httpsPort><path> (and the plain-http port, to check the redirect), as scan() would. */
export function scoreWithObservatory(options: {
  host: string;
  httpsPort: number;
  httpPort: number;
  paths: string[];
  caFile: string;
}): Promise<ObservatoryScore[]> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [join('scripts', 'bench', 'lib', 'observatory-scan.mjs')], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        NODE_EXTRA_CA_CERTS: options.caFile,
        NODE_OPTIONS: '--dns-result-order=ipv4first',
        OBSERVATORY_DIR,
        OBSERVATORY_ARGS: JSON.stringify(options),
      },
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`the Observatory scan exited with ${code}`));
      try {
        resolvePromise(JSON.parse(out) as ObservatoryScore[]);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}

/** A self-signed certificate for localhost, made with openssl, for the local TLS front. */
export function selfSignedCertificate(dir: string): { key: string; cert: string } {
  const key = join(dir, 'localhost.key');
  const cert = join(dir, 'localhost.crt');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
    ],
    {
      stdio: 'ignore',
    },
  );
  return { key, cert };
}
