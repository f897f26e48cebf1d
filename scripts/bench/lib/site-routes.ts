import { resolve } from 'node:path';
import { loadConfiguredSite } from '@/services/config/load-configured-site';
import { nodeFileSystem } from '@/engine/node-file-system';
import { formatProblem } from '@/engine/result';
import { sampledPages } from '../../lib/sampled-pages';

/**
 * The routes to measure, straight from the page configs, brand tokens filled in; of a template's pages, a few; in
 * every language they are published in, since a translation must hold the same budgets.
 */
export async function siteRoutes(configDir = 'pages-config'): Promise<string[]> {
  const result = await loadConfiguredSite(resolve(configDir), nodeFileSystem());
  if (!result.ok) throw new Error(`page configs are invalid:\n${result.errors.map(formatProblem).join('\n')}`);
  const { pages, editions } = result.value;
  return [...sampledPages(pages), ...editions.flatMap((edition) => sampledPages(edition.pages))].map(
    (page) => page.route,
  );
}
