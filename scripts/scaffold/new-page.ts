/**
 * npm run new-page -- <slug> [--collection <name>] [--config <dir>]
 * Writes pages-config/pages/<slug>.json: a valid page with one hero, its route,
 * canonical path and analytics page id derived from the slug and checked for
 * uniqueness. With --collection, a template page (<slug>--template.json): one
 * page per entry of the collection, at /<slug>/{entry.slug}. Nothing is overwritten.
 */
import { writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { loadConfigFiles } from '@/engine/load';
import { nodeFileSystem } from '@/engine/node-file-system';
import { formatProblem } from '@/engine/result';
import { pageFormatVersion } from '@/engine/schema-validator';
import { siteCollections } from '@/services/config/collections';
import { didYouMean } from '@/engine/nearest-name';
import { newPage, type ExistingPage } from './page-template';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

async function existingPages(dir: string): Promise<ExistingPage[]> {
  const files = await loadConfigFiles(dir, nodeFileSystem());
  return files.pages.flatMap(({ file, text }) => {
    try {
      const data = JSON.parse(text) as { route?: unknown; analyticsPageId?: unknown };
      return [{ file, route: String(data.route ?? ''), analyticsPageId: String(data.analyticsPageId ?? '') }];
    } catch {
      // A broken file is the validator's business; its name still counts.
      return [{ file, route: '', analyticsPageId: '' }];
    }
  });
}

async function main(): Promise<number> {
  const config = option('--config');
  const slug = process.argv
    .slice(2)
    .find(
      (arg, index, args) =>
        !arg.startsWith('--') && args[index - 1] !== '--config' && args[index - 1] !== '--collection',
    );
  if (!slug) {
    console.error('usage: npm run new-page -- <slug>   (e.g. npm run new-page -- household-employer-guide)');
    return 1;
  }
  const collectionName = option('--collection');
  const collections = siteCollections();
  const collection = collectionName === undefined ? undefined : collections[collectionName];
  if (collectionName !== undefined && collection === undefined) {
    const known = Object.keys(collections);
    console.error(
      `new-page: unknown collection "${collectionName}"${didYouMean(collectionName, known)}; known: ${known.join(', ')}`,
    );
    return 1;
  }
  const dir = resolve(config ?? 'pages-config');
  const template = collectionName && collection ? { name: collectionName, fields: collection.fields } : undefined;
  const result = newPage(slug, pageFormatVersion(), await existingPages(dir), template);
  if (!result.ok) {
    for (const problem of result.errors)
      console.error(formatProblem(problem).replace(/^new-page:1:1 \/ /, 'new-page: '));
    return 1;
  }
  const path = join(dir, 'pages', result.value.fileName);
  await writeFile(path, JSON.stringify(result.value.page, null, 2) + '\n', { flag: 'wx' });
  console.log(
    `wrote ${relative(process.cwd(), path)}: route ${String(result.value.page.route)}, analytics page id ${String(result.value.page.analyticsPageId)}`,
  );
  console.log(
    template
      ? `Next: write its title, description and blocks; {entry.<field>} in any text is each entry's field (${template.fields.join(', ')}). Then npm run validate.`
      : 'Next: write its title, description and blocks (examples: npm run dev, then /dev/blocks), then npm run validate.',
  );
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`new-page: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
