import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { ConfigFileSystem } from './load';

export function nodeFileSystem(cwd: string = process.cwd()): ConfigFileSystem {
  return {
    readText: (path) => readFile(path, 'utf8').catch(() => undefined),
    list: async (path) => {
      const entries = await readdir(path, { withFileTypes: true }).catch(() => []);
      return entries.map((entry) => ({ name: entry.name, isDirectory: entry.isDirectory() }));
    },
    join,
    display: (path) => relative(cwd, path) || path,
  };
}
