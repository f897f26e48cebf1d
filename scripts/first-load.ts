/**
 * After `next build`, before `scripts/csp-hashes.ts` (which hashes the loader
 * this adds) and `scripts/complete-standalone.ts` (which copies .next/static):
 * - every prerendered document, in .next/server/app and in the standalone
 *   server's copy, loads its scripts after the first paint
 *   (scripts/lib/hydrate-after-paint.ts);
 * - those scripts, the ones every page runs at load, carry V8's compile hint
 *   (scripts/lib/compile-hints.ts), and so do the chunks of next/dynamic
 *   imports (Next's loadable manifests), which render in full once loaded.
 *   Chunks loaded by a bare import() on first use do not.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildFileOf, LOADABLE_MANIFEST, loadableChunkFiles, withCompileHint } from './lib/compile-hints';
import { hydrateAfterPaint } from './lib/hydrate-after-paint';
import { buildFiles, htmlFiles } from './lib/html-files';

const distDir = '.next';
const appDirs = [join(distDir, 'server', 'app'), join(distDir, 'standalone', distDir, 'server', 'app')];

if (!existsSync(appDirs[0] ?? '')) {
  console.error(`first-load: ${appDirs[0]} is missing: run next build first`);
  process.exit(1);
}
let documents = 0;
const firstLoadScripts = new Set<string>();
for (const dir of appDirs.filter((path) => existsSync(path))) {
  for (const file of htmlFiles(dir)) {
    const { html, deferred } = hydrateAfterPaint(readFileSync(file, 'utf8'));
    if (deferred.length === 0) continue;
    writeFileSync(file, html);
    documents += 1;
    deferred.forEach((url) => firstLoadScripts.add(url));
  }
}
const hintedFiles = new Set<string>();
for (const url of firstLoadScripts) {
  const file = buildFileOf(url);
  if (file === undefined) {
    console.error(`first-load: ${url} is not a script of this build`);
    process.exit(1);
  }
  hintedFiles.add(file);
}
// The standalone server's copies of the manifests are the same files: the build's own are enough.
let dynamicChunks = 0;
for (const manifest of buildFiles(appDirs[0] ?? '', (name) => name === LOADABLE_MANIFEST)) {
  for (const file of loadableChunkFiles(readFileSync(manifest, 'utf8'), relative('.', manifest))) {
    if (!hintedFiles.has(file)) dynamicChunks += 1;
    hintedFiles.add(file);
  }
}
for (const file of hintedFiles) {
  const path = join(distDir, file);
  if (!existsSync(path)) {
    console.error(`first-load: ${file} is not a file of this build`);
    process.exit(1);
  }
  writeFileSync(path, withCompileHint(readFileSync(path, 'utf8')));
}
console.log(
  `first-load: ${documents} documents load their scripts after the first paint (${appDirs.map((dir) => relative('.', dir)).join(', ')}); ${hintedFiles.size} scripts carry the compile hint, ${dynamicChunks} of them next/dynamic chunks`,
);
