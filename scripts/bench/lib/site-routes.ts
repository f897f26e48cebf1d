import { resolve } from 'node:path';
import type { PageConfig } from '@/schemas/generated/config-types';
import { loadConfiguredSite } from '@/services/config/load-configured-site';
import { nodeFileSystem } from '@/engine/node-file-system';
import { formatProblem } from '@/engine/result';
import { sampledPages } from '../../lib/sampled-pages';

/**
 * The pages to measure, straight from the page configs, brand tokens filled in; of a template's pages, a few; in
 * every language they are published in, since a translation must hold the same budgets.
 */
async function measuredPages(configDir: string): Promise<PageConfig[]> {
  const result = await loadConfiguredSite(resolve(configDir), nodeFileSystem());
  if (!result.ok) throw new Error(`page configs are invalid:\n${result.errors.map(formatProblem).join('\n')}`);
  const { pages, editions } = result.value;
  return [...sampledPages(pages), ...editions.flatMap((edition) => sampledPages(edition.pages))];
}

export async function siteRoutes(configDir = 'pages-config'): Promise<string[]> {
  return (await measuredPages(configDir)).map((page) => page.route);
}

/** The measured routes whose page holds the calculator (in any language): its scripts have a budget of their own. */
export async function calculatorRoutes(configDir = 'pages-config'): Promise<ReadonlySet<string>> {
  const pages = await measuredPages(configDir);
  return new Set(
    pages.filter((page) => page.blocks.some((block) => block.type === 'calculator')).map((page) => page.route),
  );
}
