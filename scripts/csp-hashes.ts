/**
 * After `next build` and `scripts/first-load.ts`: hashes every prerendered HTML
 * document (.next/server/app/**.html) as it will be served, and writes
 * - .next/csp-script-hashes.json, the hashes of its inline scripts, which the
 *   proxy reads to send each page a policy allowing exactly its own scripts
 *   (docs/security.md). Fails when a page has something a hash cannot allow
 *   (an inline event handler), so the build stops instead of a page breaking;
 * - .next/page-etags.json, each page's ETag (services/caching/page-etags.ts).
 * Both also into the standalone server's .next.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { inlineScriptHashes } from '@/services/security/inline-scripts';
import { SCRIPT_HASH_MANIFEST, type ScriptHashManifest } from '@/services/security/script-hash-manifest';
import { etagOf, PAGE_ETAG_MANIFEST, type PageEtagManifest } from '@/services/caching/page-etags';
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
const manifest: ScriptHashManifest = {
  buildId: readFileSync(join(distDir, 'BUILD_ID'), 'utf8').trim(),
  pages: {},
  notFound: [],
};
const etags: PageEtagManifest = { buildId: manifest.buildId, pages: {} };
const problems: string[] = [];
for (const file of htmlFiles(appDir).sort()) {
  const route = routeOf(file);
  const html = readFileSync(file, 'utf8');
  const { hashes, problems: found } = inlineScriptHashes(html);
  problems.push(...found.map((problem) => `${relative(process.cwd(), file)}: ${problem}`));
  if (route === '/_not-found') manifest.notFound = hashes;
  else if (!route.startsWith('/_')) {
    manifest.pages[route] = hashes;
    etags.pages[route] = etagOf(html);
  }
}
if (problems.length > 0) {
  for (const problem of problems) console.error(`csp-hashes: ${problem}`);
  process.exit(1);
}
const standaloneDist = join(distDir, 'standalone', '.next');
for (const [name, content] of [
  [SCRIPT_HASH_MANIFEST, manifest],
  [PAGE_ETAG_MANIFEST, etags],
] as const) {
  const text = `${JSON.stringify(content, null, 2)}\n`;
  writeFileSync(join(distDir, name), text);
  if (existsSync(standaloneDist)) writeFileSync(join(standaloneDist, name), text);
}
const counts = Object.values(manifest.pages).map((hashes) => hashes.length);
console.log(
  `csp-hashes: ${counts.length} pages (${Math.min(...counts)}–${Math.max(...counts)} inline scripts each), 404 page ${manifest.notFound.length}: ${relative(process.cwd(), join(distDir, SCRIPT_HASH_MANIFEST))}; their ETags: ${relative(process.cwd(), join(distDir, PAGE_ETAG_MANIFEST))}`,
);
