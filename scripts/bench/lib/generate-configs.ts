/**
 * Writes a config directory with many valid pages for the validator bench:
 * the real site.json and shared content, and page files derived from the
 * real pages so the schemas, shared ids and tokens see realistic content.
 */
import { cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

interface PageLike {
  route: string;
  canonicalPath: string;
  analyticsPageId: string;
  adSlots: unknown[];
  blocks: Array<{ type: string }>;
}

function isPageLike(value: unknown): value is PageLike {
  if (typeof value !== 'object' || value === null) return false;
  const page = value as Record<string, unknown>;
  return typeof page.route === 'string' && Array.isArray(page.adSlots) && Array.isArray(page.blocks);
}

async function realPages(sourceDir: string): Promise<PageLike[]> {
  const dir = join(sourceDir, 'pages');
  const names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  const pages = await Promise.all(
    names.map(async (name) => JSON.parse(await readFile(join(dir, name), 'utf8')) as unknown),
  );
  const valid = pages.filter(isPageLike);
  if (valid.length === 0) throw new Error(`no page configs in ${dir}`);
  return valid;
}

function derive(base: PageLike, index: number): PageLike {
  const stem = base.route === '/' ? 'home' : base.route.slice(1).replace(/\//g, '-');
  const route = `/${stem}-b${String(index).padStart(4, '0')}`;
  return {
    ...base,
    route,
    canonicalPath: route,
    analyticsPageId: `/homepay${route}`,
    // Ad slots are allowed on a handful of named routes only; derived routes are none of them.
    adSlots: [],
    blocks: base.blocks.filter((block) => block.type !== 'ad-slot'),
  };
}

export async function generateConfigs(sourceDir: string, targetDir: string, count: number): Promise<void> {
  await cp(join(sourceDir, 'site.json'), join(targetDir, 'site.json'));
  await cp(join(sourceDir, 'shared'), join(targetDir, 'shared'), { recursive: true });
  await mkdir(join(targetDir, 'pages'));
  const bases = await realPages(sourceDir);
  for (let index = 0; index < count; index += 1) {
    const base = bases[index % bases.length];
    if (!base) continue;
    await writeFile(
      join(targetDir, 'pages', `page-${String(index).padStart(4, '0')}.json`),
      `${JSON.stringify(derive(base, index), null, 2)}\n`,
    );
  }
}
