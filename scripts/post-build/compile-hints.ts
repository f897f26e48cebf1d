/**
 * V8's explicit compile hint: a script whose first line is this comment has
 * all its functions compiled eagerly, on a background thread while it
 * downloads (Chrome 136 and later; other engines read a comment). Without it
 * the framework's functions are compiled on the main thread the first time
 * hydration calls them, which made up about half of each page's longest task
 * under Lighthouse's 4× CPU slowdown (docs/performance.md).
 *
 * Every script of the build gets it: each runs as soon as it arrives. The
 * first-load scripts hydrate the page; a chunk loaded later is fetched
 * because its code is about to run (the calculator once the page is idle,
 * the analytics runtime after load, the toast stack on the first toast), and
 * compiling it while it downloads takes that work off the main thread at the
 * moment the visitor waits for it.
 *
 * The hint moves each script down one line, so its source map (with
 * `productionBrowserSourceMaps`) moves too: `withCompileHintMap`.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { buildFiles } from './build-files';
import type { NextOutput } from './next-output';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

/** The file name of a script's source map from its `//# sourceMappingURL=` comment (Turbopack's map names differ from the script's); none for an inline map. */
export function sourceMapFileOf(source: string): string | undefined {
  const url = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(source)?.[1];
  return url === undefined || url.startsWith('data:') || url.includes('/') ? undefined : decodeURIComponent(url);
}

interface SectionedSourceMap {
  sections: { offset: { line: number; column: number } }[];
}

function isSectioned(map: object): map is SectionedSourceMap {
  return 'sections' in map && Array.isArray(map.sections);
}

/**
 * The source map of a script after `withCompileHint`: every generated line
 * one further down. A ";" before the mappings is an empty first line; an
 * index map (Turbopack writes those) moves each section's offset instead.
 */
export function withCompileHintMap(mapJson: string, source: string): string {
  const map: unknown = JSON.parse(mapJson);
  if (typeof map !== 'object' || map === null) throw new Error(`${source}: not a source map`);
  if (isSectioned(map))
    return JSON.stringify({
      ...map,
      sections: map.sections.map((section) => ({
        ...section,
        offset: { ...section.offset, line: section.offset.line + 1 },
      })),
    });
  if ('mappings' in map && typeof map.mappings === 'string')
    return JSON.stringify({ ...map, mappings: `;${map.mappings}` });
  throw new Error(`${source}: a source map has either sections or mappings`);
}

/** `/_next/static/chunks/a.js` or `https://cdn.example/_next/static/chunks/a.js` → `static/chunks/a.js` (under .next); undefined for any other URL. */
export function buildFileOf(scriptUrl: string): string | undefined {
  const path = /\/_next\/(static\/[^?#]+\.js)(?:[?#].*)?$/.exec(scriptUrl)?.[1];
  return path === undefined || path.split('/').includes('..') ? undefined : decodeURIComponent(path);
}

/** The step: every script under static/ marked, its source map (when the build writes maps) moved to match. */
export function markScripts({ staticDir }: NextOutput): string {
  const scripts = buildFiles(staticDir, (name) => name.endsWith('.js'));
  let maps = 0;
  for (const path of scripts) {
    const source = readFileSync(path, 'utf8');
    if (source.startsWith(COMPILE_HINT)) continue;
    writeFileSync(path, withCompileHint(source));
    const mapFile = sourceMapFileOf(source);
    const map = mapFile === undefined ? undefined : join(dirname(path), mapFile);
    if (map === undefined || !existsSync(map)) continue;
    writeFileSync(map, withCompileHintMap(readFileSync(map, 'utf8'), map));
    maps += 1;
  }
  return `${scripts.length} scripts carry the compile hint (${maps} source maps moved with them)`;
}
