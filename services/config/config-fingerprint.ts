/**
 * A cheap signature of the config directory (every file's path, size and
 * modification time), so the development server re-reads the configs only
 * after a file was saved, however many times a render asks for them.
 */
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

export async function configFingerprint(dir: string): Promise<string> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const files = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => join(entry.parentPath, entry.name));
  const stamps = await Promise.all(
    files.sort().map(async (file) => {
      const info = await stat(file).catch(() => undefined);
      return `${file}:${info?.size ?? -1}:${info?.mtimeMs ?? -1}`;
    }),
  );
  return stamps.join('\n');
}
