/**
 * After `next build`: makes .next/standalone a complete server, what the
 * Dockerfile packages and the tests run.
 * - public/ and .next/static: Next leaves copying them to the deployment (a
 *   CDN may serve them instead); the standalone server serves them from its folder.
 * - main.mjs: the entry (server/main.ts, bundled), Next's server.js behind
 *   the request guard.
 */
import { cpSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const standalone = join('.next', 'standalone');
if (!existsSync(join(standalone, 'server.js'))) {
  console.error(`complete-standalone: ${standalone}/server.js is missing: next.config must set output: 'standalone'`);
  process.exit(1);
}
const copies: Array<[string, string]> = [
  ['public', join(standalone, 'public')],
  [join('.next', 'static'), join(standalone, '.next', 'static')],
];
for (const [from, to] of copies) {
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
}
await build({
  entryPoints: ['server/main.ts'],
  outfile: join(standalone, 'main.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
});
console.log(`complete-standalone: public/, .next/static and main.mjs in ${standalone}`);
