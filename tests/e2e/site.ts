import { join } from 'node:path';
import { loadConfiguredSite } from '@/services/config/load-configured-site';
import { nodeFileSystem } from '@/engine/node-file-system';
import type { SiteModel } from '@/engine/site-model';

/** The checked configs, exactly as the app builds them: the tests expect what marketers wrote. */
export async function loadSite(): Promise<SiteModel> {
  const result = await loadConfiguredSite(join(process.cwd(), 'pages-config'), nodeFileSystem());
  if (!result.ok) throw new Error(`pages-config is invalid: run npm run validate (${result.errors.length} problems)`);
  return result.value;
}

/**
 * A template's pages share one layout and differ in their data, so the checks that open every page in a browser
 * at every width (accessibility, layout, fit) visit a few entries that differ most: a state without income tax,
 * one with employee programs and local taxes, and the District with the longest name. The state guides' own
 * test reads all of them over HTTP.
 */
export const SAMPLED_ENTRIES = ['texas', 'new-york', 'district-of-columbia'];

export function pagesToVisit(site: SiteModel): SiteModel['pages'] {
  return site.pages.filter(
    (page) => page.collection === undefined || SAMPLED_ENTRIES.some((entry) => page.route.endsWith(`/${entry}`)),
  );
}
