/**
 * The fixed routes of the default language with their versions in the other languages, for the code that runs
 * before any page (the proxy and the sign-in routes): switching the calculator off, and bringing a visitor back
 * from sign-in, must hold on the Spanish pages too. Read from the page files' own "route" values (a translation
 * has its English file's name under translations/<locale>/pages/) once per process; in development on every call,
 * so a new translation is picked up without a restart. The checked model (services/config/site-model.ts) has
 * the same routes, but loading it here would mean every page and shared entry in the proxy.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configDir } from './config-dir';
import { siteConfig } from './site-config';

export interface RouteTwins {
  /** The default route's versions, the default first: route → its locale's path prefix ("" or "/es"). */
  versions(defaultRoute: string): ReadonlyMap<string, string>;
  /** `defaultRoute` in the language of `path` (a route of any language), or `defaultRoute` when it has none. */
  inLanguageOf(path: string, defaultRoute: string): string;
}

function routeIn(path: string): string | undefined {
  try {
    const route = (JSON.parse(readFileSync(path, 'utf8')) as { route?: unknown }).route;
    // A route with a token ("{entry.slug}") is a template of many pages, not a fixed route.
    return typeof route === 'string' && !route.includes('{') ? route : undefined;
  } catch {
    // An unreadable file is the validator's to report; here it has no versions.
    return undefined;
  }
}

/** The versions of the fixed routes of the config folder `dir`. */
export function routeTwinsIn(dir: string): RouteTwins {
  const prefixes = siteConfig()
    .locales.map((locale) => ({ code: locale.code, prefix: locale.pathPrefix }))
    .filter(({ prefix }) => prefix !== '');
  const byDefault = new Map<string, Map<string, string>>();
  const prefixOf = (path: string) =>
    prefixes.find(({ prefix }) => path === prefix || path.startsWith(`${prefix}/`))?.prefix ?? '';
  const pagesDir = join(dir, 'pages');
  for (const name of existsSync(pagesDir) ? readdirSync(pagesDir).filter((file) => file.endsWith('.json')) : []) {
    const route = routeIn(join(pagesDir, name));
    if (route === undefined) continue;
    const versions = new Map([[route, '']]);
    for (const { code, prefix } of prefixes) {
      const translated = join(dir, 'translations', code, 'pages', name);
      const twin = existsSync(translated) ? routeIn(translated) : undefined;
      if (twin !== undefined) versions.set(twin, prefix);
    }
    byDefault.set(route, versions);
  }
  return {
    versions: (defaultRoute) => byDefault.get(defaultRoute) ?? new Map([[defaultRoute, '']]),
    inLanguageOf(path, defaultRoute) {
      const prefix = prefixOf(path);
      for (const [route, routePrefix] of byDefault.get(defaultRoute) ?? []) if (routePrefix === prefix) return route;
      return defaultRoute;
    },
  };
}

let cached: RouteTwins | undefined;

export function routeTwins(): RouteTwins {
  if (process.env.NODE_ENV === 'development') return routeTwinsIn(configDir());
  cached ??= routeTwinsIn(configDir());
  return cached;
}
