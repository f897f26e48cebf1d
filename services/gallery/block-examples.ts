/** Reads every registered block's example fixtures from components/blocks/<type>/fixtures/. */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { blockExample, isExampleFixture, type BlockExample } from '@/engine/block-examples';
import type { ConfigProblem } from '@/engine/result';

export interface GalleryEntry {
  type: string;
  examples: BlockExample[];
  /** Fixtures that do not validate: shown instead of a broken example. */
  problems: ConfigProblem[];
}

export async function loadGallery(types: readonly string[], root: string = process.cwd()): Promise<GalleryEntry[]> {
  return Promise.all(
    [...types].sort().map(async (type) => {
      const dir = join(root, 'components', 'blocks', type, 'fixtures');
      const names = (await readdir(dir).catch(() => [])).filter(isExampleFixture).sort();
      const entry: GalleryEntry = { type, examples: [], problems: [] };
      for (const name of names) {
        const path = join(dir, name);
        const result = blockExample(type, relative(root, path), await readFile(path, 'utf8'));
        if (result.ok) entry.examples.push(result.value);
        else entry.problems.push(...result.errors);
      }
      return entry;
    }),
  );
}
