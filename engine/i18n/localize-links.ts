/**
 * A translated page links to the translated twin of each page it links to, where there is one; a link to the core
 * site's enrollment carries the language, so enrollment can answer in it.
 */
import type { SiteConfig } from '@/schemas/generated/config-types';

const MARKDOWN_LINK = /\]\((\/[^)\s]*)\)/g;

export interface LinkLocalizer {
  /** Route of a page in the default language → its route in this language. */
  twins: ReadonlyMap<string, string>;
  /** Paths (prefixes) of the core site's enrollment, which take a `lang` query value. */
  enrollmentPaths: readonly string[];
  language: string;
}

function splitHref(href: string): { path: string; rest: string } {
  const cut = href.search(/[?#]/);
  return cut < 0 ? { path: href, rest: '' } : { path: href.slice(0, cut), rest: href.slice(cut) };
}

export function localizeHref(href: string, { twins, enrollmentPaths, language }: LinkLocalizer): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const { path, rest } = splitHref(href);
  const normal = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  const twin = twins.get(normal);
  if (twin !== undefined) return twin + rest;
  if (enrollmentPaths.some((prefix) => normal === prefix || normal.startsWith(`${prefix}/`))) {
    const [query = '', hash = ''] = rest.split('#', 2);
    const params = new URLSearchParams(query.replace(/^\?/, ''));
    params.set('lang', language);
    return `${path}?${params.toString()}${hash ? `#${hash}` : ''}`;
  }
  return href;
}

/** Every `href` value and every markdown link target in `value`, localized. */
export function localizeLinks<T>(value: T, localizer: LinkLocalizer): T {
  const walk = (item: unknown, key?: string): unknown => {
    if (typeof item === 'string') {
      if (key === 'href') return localizeHref(item, localizer);
      return item.replace(MARKDOWN_LINK, (_whole, target: string) => `](${localizeHref(target, localizer)})`);
    }
    if (Array.isArray(item)) return item.map((entry) => walk(entry));
    if (item !== null && typeof item === 'object')
      return Object.fromEntries(Object.entries(item).map(([name, entry]) => [name, walk(entry, name)]));
    return item;
  };
  return walk(value) as T;
}

/** The core site's enrollment paths ("/app/hp-enrollment"), which take the visitor's language as a query value. */
export function enrollmentPathsOf(site: SiteConfig): string[] {
  return Object.values(site.enrollment)
    .filter((value): value is string => typeof value === 'string' && value.startsWith('/app/'))
    .map((path) => path.split('/').slice(0, 3).join('/'))
    .filter((path, index, all) => all.indexOf(path) === index);
}

/** How a page in this language rewrites the site paths its code builds; undefined in the default language. */
export function hrefLocalizer(edition: {
  site: SiteConfig;
  twins: ReadonlyMap<string, string>;
  locale: { language: string; pathPrefix: string };
}): ((href: string) => string) | undefined {
  if (edition.locale.pathPrefix === '') return undefined;
  const localizer = {
    twins: edition.twins,
    enrollmentPaths: enrollmentPathsOf(edition.site),
    language: edition.locale.language,
  };
  return (href) => localizeHref(href, localizer);
}
