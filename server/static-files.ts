/**
 * The static files the production server serves: everything in public/
 * (listed once at start: files change only with a deploy) and the build's
 * assets under /_next/static/. Sizes are read when a Range request asks
 * (rare).
 */
import { readdirSync, statSync } from 'node:fs';
import { join, normalize, relative, sep } from 'node:path';
import type { StaticFiles } from './request-guard';

const BUILD_ASSETS = '/_next/static/';

function listFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name)) : entry.isFile() ? [join(dir, entry.name)] : [],
  );
}

export function staticFilesIn(root: string): StaticFiles {
  const publicDir = join(root, 'public');
  const assetsDir = join(root, '.next', 'static');
  const publicPaths = new Set(listFiles(publicDir).map((file) => `/${relative(publicDir, file).split(sep).join('/')}`));
  const fileOf = (path: string): string | null => {
    if (publicPaths.has(path)) return join(publicDir, path);
    if (!path.startsWith(BUILD_ASSETS)) return null;
    const file = normalize(join(assetsDir, path.slice(BUILD_ASSETS.length)));
    // ".." may not leave the folder.
    return file.startsWith(assetsDir + sep) ? file : null;
  };
  return {
    isStatic: (path) => publicPaths.has(path) || path.startsWith(BUILD_ASSETS),
    sizeOf(path) {
      const file = fileOf(path);
      if (file === null) return null;
      try {
        const stats = statSync(file);
        return stats.isFile() ? stats.size : null;
      } catch {
        return null;
      }
    },
  };
}
