/**
 * The one table of routes: every page in every language, the catch-all segments of app/[[...slug]] (and of
 * app/(es)/es/[[...slug]]) mapped back to it, and each page's versions in the other languages. `<html lang>`,
 * canonical links, hreflang, the sitemap's alternates and the link to the other language all read it.
 */
import type { PageConfig, SiteConfig, SiteLocale } from '@/schemas/generated/config-types';
import type { LocaleCode } from './locale';
import type { SharedContent } from './shared-content';

export function normalisePath(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

export function slugOf(route: string): string[] {
  return normalisePath(route).split('/').filter(Boolean);
}

export function routeOf(slug: readonly string[] | undefined): string {
  return '/' + (slug ?? []).map((part) => decodeURIComponent(part)).join('/');
}

/** One language of the site: its words for the shell and shared content, and the pages published in it. */
export interface RouteEdition {
  locale: SiteLocale;
  site: SiteConfig;
  shared: SharedContent;
  pages: readonly PageConfig[];
  /** Route in the default language → route in this one (empty for the default language). */
  twins: ReadonlyMap<string, string>;
}

export interface Alternate {
  locale: SiteLocale;
  route: string;
}

export interface RoutedPage {
  page: PageConfig;
  edition: RouteEdition;
  /** The page in every language it is published in, itself included, the default language first. */
  alternates: Alternate[];
}

export interface RouteTable {
  /** The page at these segments, which follow the locale's path prefix ("/es"). */
  find(slug: readonly string[] | undefined, locale?: LocaleCode): RoutedPage | undefined;
  staticParams(locale?: LocaleCode): Array<{ slug: string[] }>;
  /** Every route, in every language. */
  routes(): string[];
  pages(): RoutedPage[];
}

function withPrefix(prefix: string, slug: readonly string[] | undefined): string {
  const route = routeOf(slug);
  return prefix === '' ? route : normalisePath(`${prefix}${route}`);
}

export function buildRouteTable(editions: readonly RouteEdition[]): RouteTable {
  const [primary] = editions;
  const byLocale = new Map<LocaleCode, Map<string, RoutedPage>>();
  // The default language's route of each page, from any language's route.
  const defaultRouteOf = new Map<string, string>();
  for (const edition of editions) {
    for (const [english, translated] of edition.twins) defaultRouteOf.set(translated, english);
  }
  const alternatesOf = (route: string): Alternate[] => {
    const english = defaultRouteOf.get(route) ?? route;
    return editions.flatMap((edition) => {
      const own = edition === primary ? english : edition.twins.get(english);
      return own === undefined ? [] : [{ locale: edition.locale, route: own }];
    });
  };
  for (const edition of editions) {
    const routed = new Map<string, RoutedPage>();
    for (const page of edition.pages) {
      const route = normalisePath(page.route);
      routed.set(route, { page, edition, alternates: alternatesOf(route) });
    }
    byLocale.set(edition.locale.code, routed);
  }
  const editionOf = (locale: LocaleCode | undefined) =>
    editions.find((edition) => edition.locale.code === (locale ?? primary?.locale.code));
  return {
    find: (slug, locale) => {
      const edition = editionOf(locale);
      return edition ? byLocale.get(edition.locale.code)?.get(withPrefix(edition.locale.pathPrefix, slug)) : undefined;
    },
    staticParams: (locale) => {
      const edition = editionOf(locale);
      if (!edition) return [];
      const prefix = slugOf(edition.locale.pathPrefix);
      return [...(byLocale.get(edition.locale.code)?.keys() ?? [])].map((route) => ({
        slug: slugOf(route).slice(prefix.length),
      }));
    },
    routes: () => [...byLocale.values()].flatMap((routed) => [...routed.keys()]),
    pages: () => [...byLocale.values()].flatMap((routed) => [...routed.values()]),
  };
}
