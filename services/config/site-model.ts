/**
 * The checked site model for the running app. In production it is read once
 * per server process (and once per build worker), and an invalid config fails
 * the build with the validator's messages. In development it is read again
 * whenever a config file changed, and an invalid edit keeps the last valid
 * model on screen while its problems are shown in an overlay (live preview).
 */
import { loadConfiguredSite } from './load-configured-site';
import { nodeFileSystem } from '@/engine/node-file-system';
import { formatProblem, type ConfigProblem } from '@/engine/result';
import type { SiteModel } from '@/engine/site-model';
import { buildRouteTable, type RouteEdition, type RouteTable } from '@/engine/route-table';
import type { SiteConfig } from '@/schemas/generated/config-types';
import { chooseBaseUrl } from './base-url';
import { configDir } from './config-dir';
import { configFingerprint } from './config-fingerprint';

export class InvalidConfigError extends Error {
  override name = 'InvalidConfigError';
}

export interface LoadedSite {
  model: SiteModel;
  routes: RouteTable;
}

interface SiteState {
  /** The latest valid site; in development it may be older than the files when they are invalid. */
  site?: LoadedSite;
  problems: ConfigProblem[];
}

async function load(previous: LoadedSite | undefined): Promise<SiteState> {
  const result = await loadConfiguredSite(configDir(), nodeFileSystem(), {
    production: process.env.SITE_ENV === 'production',
  });
  if (!result.ok) return { site: previous, problems: result.errors };
  const base = chooseBaseUrl(result.value.site.baseUrl, process.env);
  if (!base.ok) throw new InvalidConfigError(base.message);
  const withBase = <T extends { site: SiteConfig }>(edition: T): T => ({
    ...edition,
    site: { ...edition.site, baseUrl: base.baseUrl },
  });
  const model = withBase({ ...result.value, editions: result.value.editions.map(withBase) });
  return { site: { model, routes: buildRouteTable(routeEditions(model)) }, problems: [] };
}

/** The default language first (its pages keep their routes), then each translation. */
function routeEditions(model: SiteModel): RouteEdition[] {
  const [locale] = model.site.locales;
  if (!locale) return [];
  const primary = { locale, site: model.site, shared: model.shared, pages: model.pages, twins: new Map() };
  return [primary, ...model.editions];
}

const live = process.env.NODE_ENV === 'development';
let loading: Promise<SiteState> | undefined;
let loadedFingerprint: string | undefined;

async function siteState(): Promise<SiteState> {
  if (live) {
    const fingerprint = await configFingerprint(configDir());
    if (fingerprint !== loadedFingerprint) {
      // Set before any await, so the layout and the page rendering at once share one reload.
      loadedFingerprint = fingerprint;
      const previous = loading;
      loading = (async () => load(previous ? (await previous.catch(() => undefined))?.site : undefined))();
    }
  }
  loading ??= load(undefined);
  return loading;
}

export async function getSite(): Promise<LoadedSite> {
  const { site, problems } = await siteState();
  if (site && (live || problems.length === 0)) return site;
  throw new InvalidConfigError(
    `The page configs are invalid (run \`npm run validate\`):\n${problems.map(formatProblem).join('\n')}`,
  );
}

/** Development only: what is wrong with the config files as saved (empty when they are valid). */
export async function liveConfigProblems(): Promise<ConfigProblem[]> {
  return live ? (await siteState()).problems : [];
}
