import { loadConfigFiles, type ConfigFileSystem } from './load';
import type { Result } from './result';
import { buildSiteModel, type SiteModel, type SiteModelOptions } from './site-model';

/** load → parse → validate → resolve shared ids and tokens → cross-file rules. */
export async function loadSiteModel(
  dir: string,
  fs: ConfigFileSystem,
  options: SiteModelOptions = {},
): Promise<Result<SiteModel>> {
  return buildSiteModel(await loadConfigFiles(dir, fs), options);
}
