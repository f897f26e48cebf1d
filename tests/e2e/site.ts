import { join } from 'node:path';
import { loadConfiguredSite } from '@/services/config/load-configured-site';
import { nodeFileSystem } from '@/engine/node-file-system';
import type { SiteModel } from '@/engine/site-model';
import { sampledPages } from '../../scripts/lib/sampled-pages';

/** The checked configs, exactly as the app builds them: the tests expect what marketers wrote. */
export async function loadSite(): Promise<SiteModel> {
  const result = await loadConfiguredSite(join(process.cwd(), 'pages-config'), nodeFileSystem());
  if (!result.ok) throw new Error(`pages-config is invalid: run npm run validate (${result.errors.length} problems)`);
  return result.value;
}

/** Every page but a template's, of which a few (scripts/lib/sampled-pages.ts), in every language it is published in. */
export const pagesToVisit = (site: SiteModel): SiteModel['pages'] => [
  ...sampledPages(site.pages),
  ...site.editions.flatMap((edition) => sampledPages(edition.pages)),
];
