/**
 * Starts a translation: writes the overlay a translator fills in, with the English file's shape and each text in
 * place. `npm run validate` then lists every text still in English, at its line and column, until all are done.
 *
 *   npm run translate -- es-US pages/caregivers.json --route /es/cuidadores
 *   npm run translate -- es-US shared/reviews/abby-s.json
 *   npm run translate -- es-US site.json
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { overlaySkeleton } from '@/engine/i18n/overlay';
import { isLocaleCode } from '@/engine/locale';
import { COLLECTION_SCHEMAS, isCollectionName } from '@/engine/shared-content';

const root = resolve(import.meta.dirname, '..', 'pages-config');

function definitionOf(file: string): string {
  if (file === 'site.json') return 'SiteConfig';
  if (file.startsWith('pages/')) return 'PageConfig';
  const collection = file.split('/')[1] ?? '';
  if (file.startsWith('shared/') && isCollectionName(collection)) return COLLECTION_SCHEMAS[collection];
  throw new Error(`${file}: give site.json, pages/<name>.json or shared/<collection>/<id>.json`);
}

async function main(): Promise<void> {
  const [locale, file, ...rest] = process.argv.slice(2);
  if (!isLocaleCode(locale) || file === undefined) {
    console.error('usage: npm run translate -- <locale> <file under pages-config> [--route /es/<slug>]');
    process.exit(2);
  }
  const target = join(root, 'translations', locale, file);
  if (existsSync(target)) {
    console.error(`${target} exists: edit it, or delete it to start again`);
    process.exit(2);
  }
  const english: unknown = JSON.parse(await readFile(join(root, file), 'utf8'));
  const routeIndex = rest.indexOf('--route');
  const route = routeIndex >= 0 ? rest[routeIndex + 1] : undefined;
  if (file.startsWith('pages/') && route === undefined) {
    console.error('a page needs its own route in the language: --route /es/<slug>');
    process.exit(2);
  }
  const skeleton = overlaySkeleton(definitionOf(file), english, route === undefined ? {} : { route });
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, JSON.stringify(skeleton, null, 2) + '\n');
  console.log(`wrote ${target}: translate each text; npm run validate lists what is left`);
}

await main();
