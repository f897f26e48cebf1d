import { loadSiteModel } from '@/engine/load-site';
import type { ConfigFileSystem } from '@/engine/load';
import type { Result } from '@/engine/result';
import type { SiteModel } from '@/engine/site-model';
import { siteCollections } from './collections';
import { taxTokens } from './tax-tokens';

/** The site's own config with every token it may use (the brand's and the tax data's) and the collections its templates take entries from. */
export function loadConfiguredSite(
  dir: string,
  fs: ConfigFileSystem,
  { production = false } = {},
): Promise<Result<SiteModel>> {
  return loadSiteModel(dir, fs, { production, tokens: taxTokens(), collections: siteCollections() });
}
