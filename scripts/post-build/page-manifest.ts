/**
 * The page manifest (services/build/page-manifest.ts) from the documents as
 * they will be served, so it runs after every step that rewrites them. Fails
 * when a page has something a hash cannot allow (an inline event handler):
 * the build stops instead of the page breaking under its policy.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { etagOf } from '@/services/caching/page-etags';
import { PAGE_MANIFEST, type PageManifest } from '@/services/build/page-manifest';
import { inlineScriptHashes } from '@/services/security/inline-scripts';
import { htmlFiles } from './build-files';
import type { NextOutput } from './next-output';

/** `server/app/about/terms-of-use.html` → `/about/terms-of-use`; `index.html` → `/`. */
function routeOf(appDir: string, file: string): string {
  const path = `/${relative(appDir, file)
    .split(sep)
    .join('/')
    .replace(/\.html$/, '')}`;
  return path === '/index' ? '/' : path;
}

export function writePageManifest({ distDir, appDir }: NextOutput): string {
  const manifest: PageManifest = {
    buildId: readFileSync(join(distDir, 'BUILD_ID'), 'utf8').trim(),
    pages: {},
    notFound: { scriptHashes: [] },
  };
  const problems: string[] = [];
  for (const file of htmlFiles(appDir).sort()) {
    const route = routeOf(appDir, file);
    const html = readFileSync(file, 'utf8');
    const { hashes, problems: found } = inlineScriptHashes(html);
    problems.push(...found.map((problem) => `${relative(process.cwd(), file)}: ${problem}`));
    if (route === '/_not-found') manifest.notFound.scriptHashes = hashes;
    else if (!route.startsWith('/_')) manifest.pages[route] = { scriptHashes: hashes, etag: etagOf(html) };
  }
  if (problems.length > 0) throw new Error(problems.join('\n'));
  writeFileSync(join(distDir, PAGE_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  const counts = Object.values(manifest.pages).map((page) => page.scriptHashes.length);
  return `${counts.length} pages (${Math.min(...counts)}–${Math.max(...counts)} inline scripts each), the 404 page ${manifest.notFound.scriptHashes.length}, in ${PAGE_MANIFEST}`;
}
