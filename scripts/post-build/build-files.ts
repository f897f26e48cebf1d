import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every file under a folder of the build whose name passes the test, at any depth. */
export function buildFiles(dir: string, nameMatches: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return buildFiles(path, nameMatches);
    return nameMatches(entry.name) ? [path] : [];
  });
}

/** Every prerendered document under a folder of the build (.next/server/app), at any depth. */
export function htmlFiles(dir: string): string[] {
  return buildFiles(dir, (name) => name.endsWith('.html'));
}
