import { resolve } from 'node:path';
import { loadConfiguredSite } from '@/services/config/load-configured-site';
import { nodeFileSystem } from '@/engine/node-file-system';
import { formatProblem } from '@/engine/result';
import { sampledPages } from '../../lib/sampled-pages';

/** The routes to measure, straight from the page configs, brand tokens filled in; of a template's pages, a few. */
export async function siteRoutes(configDir = 'pages-config'): Promise<string[]> {
  const result = await loadConfiguredSite(resolve(configDir), nodeFileSystem());
  if (!result.ok) throw new Error(`page configs are invalid:\n${result.errors.map(formatProblem).join('\n')}`);
  return sampledPages(result.value.pages).map((page) => page.route);
}
