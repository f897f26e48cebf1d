/**
 * Makes sure a production build exists. It never deletes .next: other
 * engineers may be serving it. It only builds when there is nothing to serve,
 * or when the build predates the bare route this bench compares against.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { BUILD_STEPS, SITE_SERVER } from '../../lib/production-server';
import { PAGE_MANIFEST } from '@/services/build/page-manifest';

export const BARE_ROUTE = '/healthz';

export interface BuildInfo {
  buildId: string;
  builtAt: string;
  builtNow: boolean;
}

function hasBareRoute(distDir: string): boolean {
  const manifest = join(distDir, 'app-path-routes-manifest.json');
  if (!existsSync(manifest)) return false;
  const routes: unknown = JSON.parse(readFileSync(manifest, 'utf8'));
  return typeof routes === 'object' && routes !== null && Object.values(routes).includes(BARE_ROUTE);
}

function runStep(command: string, args: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    // Telemetry would be the build's only network connection; the machines have none to spare.
    const child = spawn(command, [...args], {
      stdio: 'inherit',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

async function runBuild(): Promise<void> {
  for (const [command, args] of BUILD_STEPS) await runStep(command, args);
}

// A build made by a bare `next build` lacks the page manifest and the server.
const complete = (distDir: string) => existsSync(join(distDir, PAGE_MANIFEST)) && existsSync(SITE_SERVER);

export async function ensureBuild(distDir = '.next'): Promise<BuildInfo> {
  const buildIdFile = join(distDir, 'BUILD_ID');
  let builtNow = false;
  if (!existsSync(buildIdFile) || !hasBareRoute(distDir) || !complete(distDir)) {
    console.log(
      existsSync(buildIdFile)
        ? `build has no ${BARE_ROUTE} route or is incomplete: rebuilding`
        : 'no production build: building',
    );
    await runBuild();
    builtNow = true;
  }
  return {
    buildId: readFileSync(buildIdFile, 'utf8').trim(),
    builtAt: statSync(buildIdFile).mtime.toISOString(),
    builtNow,
  };
}
