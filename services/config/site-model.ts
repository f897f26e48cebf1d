/**
 * The checked site model for the running app, read once per server process
 * (and once per build worker). An invalid config fails the build with the
 * validator's messages instead of rendering a broken page.
 */
import { join } from 'node:path';
import { loadSiteModel } from '@/engine/load-site';
import { nodeFileSystem } from '@/engine/node-file-system';
import { formatProblem } from '@/engine/result';
import type { SiteModel } from '@/engine/site-model';
import { buildRouteTable, type RouteTable } from '@/engine/route-table';
import { chooseBaseUrl } from './base-url';

export class InvalidConfigError extends Error {
  override name = 'InvalidConfigError';
}

export interface LoadedSite {
  model: SiteModel;
  routes: RouteTable;
}

let loading: Promise<LoadedSite> | undefined;

export function getSite(): Promise<LoadedSite> {
  loading ??= (async () => {
    const result = await loadSiteModel(join(process.cwd(), 'pages-config'), nodeFileSystem());
    if (!result.ok) {
      throw new InvalidConfigError(`The page configs are invalid (run \`npm run validate\`):\n${result.errors.map(formatProblem).join('\n')}`);
    }
    const base = chooseBaseUrl(result.value.site.baseUrl, process.env);
    if (!base.ok) throw new InvalidConfigError(base.message);
    const model = { ...result.value, site: { ...result.value.site, baseUrl: base.baseUrl } };
    return { model, routes: buildRouteTable(model.pages) };
  })();
  return loading;
}
