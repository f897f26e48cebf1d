/**
 * After `next build`, before `scripts/csp-hashes.ts` (which hashes the loader
 * this adds) and `scripts/complete-standalone.ts` (which copies .next/static):
 * - every prerendered document, in .next/server/app and in the standalone
 *   server's copy, loads its scripts after the first paint
 *   (scripts/lib/hydrate-after-paint.ts);
 * - every script of the build carries V8's compile hint
 *   (scripts/lib/compile-hints.ts): the first-load scripts and the chunks
 *   loaded later alike.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { buildFileOf, COMPILE_HINT, sourceMapFileOf, withCompileHint, withCompileHintMap } from './lib/compile-hints';
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
// A page that names a script the build did not write would fail in the browser: stop the build here instead.
for (const url of firstLoadScripts) {
  const file = buildFileOf(url);
  if (file === undefined || !existsSync(join(distDir, file))) {
    console.error(`first-load: ${url} is not a file of this build`);
    process.exit(1);
  }
}
// .next/static is copied into the standalone server after this step (scripts/complete-standalone.ts).
const scripts = buildFiles(join(distDir, 'static'), (name) => name.endsWith('.js'));
for (const path of scripts) {
  const source = readFileSync(path, 'utf8');
  if (source.startsWith(COMPILE_HINT)) continue;
  writeFileSync(path, withCompileHint(source));
  const mapFile = sourceMapFileOf(source);
  const map = mapFile === undefined ? undefined : join(dirname(path), mapFile);
  if (map !== undefined && existsSync(map)) writeFileSync(map, withCompileHintMap(readFileSync(map, 'utf8'), map));
}
console.log(
  `first-load: ${documents} documents load their scripts after the first paint (${appDirs.map((dir) => relative('.', dir)).join(', ')}); ${scripts.length} scripts carry the compile hint, ${firstLoadScripts.size} of them loaded by the pages at load`,
);
