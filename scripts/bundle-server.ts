/**
 * After `next build` and the post-build stage: bundles the production server
 * (server/main.ts and the services it imports) into .next/site-server.mjs.
 * Packages stay imports of node_modules, so Next is the installed one.
 */
import { build } from 'esbuild';
import { SITE_SERVER } from './lib/production-server';

await build({
  entryPoints: ['server/main.ts'],
  outfile: SITE_SERVER,
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
});
console.log(`bundle-server: ${SITE_SERVER}`);
