/**
 * After `next build`: hashes the inline scripts of every prerendered HTML
 * document (.next/server/app/**.html) and writes .next/csp-script-hashes.json,
 * which the proxy reads to send each page a policy allowing exactly its own
 * scripts (docs/security.md). Also copied into the standalone server's
 * .next. Fails when a page has something a hash cannot allow (an inline
 * event handler), so the build stops instead of a page breaking in production.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { inlineScriptHashes } from '@/services/security/inline-scripts';
import { SCRIPT_HASH_MANIFEST, type ScriptHashManifest } from '@/services/security/script-hash-manifest';
import { htmlFiles } from './lib/html-files';

const distDir = join(process.cwd(), '.next');
const appDir = join(distDir, 'server', 'app');

/** `.next/server/app/about/terms-of-use.html` → `/about/terms-of-use`; `index.html` → `/`. */
function routeOf(file: string): string {
  const path = `/${relative(appDir, file)
    .split(sep)
    .join('/')
    .replace(/\.html$/, '')}`;
  return path === '/index' ? '/' : path;
}

if (!existsSync(appDir)) {
  console.error(`csp-hashes: ${appDir} is missing: run next build first`);
  process.exit(1);
}
const manifest: ScriptHashManifest = { buildId: readFileSync(join(distDir, 'BUILD_ID'), 'utf8').trim(), pages: {}, notFound: [] };
const problems: string[] = [];
for (const file of htmlFiles(appDir).sort()) {
  const route = routeOf(file);
  const { hashes, problems: found } = inlineScriptHashes(readFileSync(file, 'utf8'));
  problems.push(...found.map((problem) => `${relative(process.cwd(), file)}: ${problem}`));
  if (route === '/_not-found') manifest.notFound = hashes;
  else if (!route.startsWith('/_')) manifest.pages[route] = hashes;
}
if (problems.length > 0) {
  for (const problem of problems) console.error(`csp-hashes: ${problem}`);
  process.exit(1);
}
const text = `${JSON.stringify(manifest, null, 2)}\n`;
writeFileSync(join(distDir, SCRIPT_HASH_MANIFEST), text);
const standaloneDist = join(distDir, 'standalone', '.next');
if (existsSync(standaloneDist)) writeFileSync(join(standaloneDist, SCRIPT_HASH_MANIFEST), text);
const counts = Object.values(manifest.pages).map((hashes) => hashes.length);
console.log(
  `csp-hashes: ${counts.length} pages (${Math.min(...counts)}–${Math.max(...counts)} inline scripts each), 404 page ${manifest.notFound.length}: ${relative(process.cwd(), join(distDir, SCRIPT_HASH_MANIFEST))}`,
);
