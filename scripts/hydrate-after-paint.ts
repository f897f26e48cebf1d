/**
 * After `next build`, before `scripts/csp-hashes.ts` (which hashes the loader
 * this adds): every prerendered document, in .next/server/app and in the
 * standalone server's copy, loads its scripts after the first paint
 * (scripts/lib/hydrate-after-paint.ts).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { hydrateAfterPaint } from './lib/hydrate-after-paint';

const appDirs = [join('.next', 'server', 'app'), join('.next', 'standalone', '.next', 'server', 'app')];

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

if (!existsSync(appDirs[0] ?? '')) {
  console.error(`hydrate-after-paint: ${appDirs[0]} is missing: run next build first`);
  process.exit(1);
}
let documents = 0;
const counts = new Set<number>();
for (const dir of appDirs.filter((path) => existsSync(path))) {
  for (const file of htmlFiles(dir)) {
    const { html, deferred } = hydrateAfterPaint(readFileSync(file, 'utf8'));
    if (deferred.length === 0) continue;
    writeFileSync(file, html);
    documents += 1;
    counts.add(deferred.length);
  }
}
console.log(
  `hydrate-after-paint: ${documents} documents (${[...counts].sort((a, b) => a - b).join(', ')} scripts each) load their scripts after the first paint, in ${appDirs.map((dir) => relative('.', dir)).join(' and ')}`,
);
