/** Document metadata of a page, in the shape Next.js's generateMetadata returns. */
import type { PageConfig, SiteConfig } from '@/schemas/generated/config-types';
import type { Alternate, RoutedPage } from './route-table';

export interface PageMetadata {
  title: string;
  description: string;
  keywords: string[];
  alternates: { canonical: string; languages?: Record<string, string> };
  openGraph: {
    type: 'website';
    url: string;
    title: string;
    description: string;
    siteName: string;
    locale: string;
    alternateLocale?: string[];
    images: OpenGraphImage[];
  };
  twitter: { card: 'summary_large_image'; title: string; description: string; images: string[] };
}

export interface OpenGraphImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** One word per route for the Open Graph image's address: "home" for "/", "about--terms-of-use" for "/about/terms-of-use". */
export function ogImageSlug(route: string): string {
  return route === '/' ? 'home' : route.slice(1).replace(/\/$/, '').replace(/\//g, '--');
}

export const ogImagePath = (route: string) => `/og/${ogImageSlug(route)}/image.png`;

export function canonicalUrl(site: SiteConfig, path: string): string {
  return new URL(path, site.baseUrl).toString();
}

/** Open Graph writes a locale with an underscore: "es_US". */
const openGraphLocale = (code: string) => code.replace('-', '_');

/**
 * hreflang for every language the page is published in, itself included, and x-default for the default language's
 * version: reciprocal by construction, since every version is given the same list.
 */
export function languageAlternates(
  site: SiteConfig,
  alternates: readonly Alternate[],
): Record<string, string> | undefined {
  if (alternates.length < 2) return undefined;
  const languages: Record<string, string> = {};
  for (const { locale, route } of alternates) languages[locale.code] = canonicalUrl(site, route);
  const [first] = alternates;
  if (first) languages['x-default'] = canonicalUrl(site, first.route);
  return languages;
}

export function pageMetadata({ page, edition, alternates }: RoutedPage): PageMetadata {
  const { site } = edition;
  const url = canonicalUrl(site, page.canonicalPath);
  const image = canonicalUrl(site, ogImagePath(page.route));
  const languages = languageAlternates(site, alternates);
  const others = alternates.filter((alternate) => alternate.locale.code !== edition.locale.code);
  return {
    title: page.title,
    description: page.description,
    keywords: page.keywords,
    alternates: languages ? { canonical: url, languages } : { canonical: url },
    openGraph: {
      type: 'website',
      url,
      title: page.title,
      description: page.description,
      siteName: site.brand.displayName,
      locale: openGraphLocale(edition.locale.code),
      ...(others.length > 0 ? { alternateLocale: others.map(({ locale }) => openGraphLocale(locale.code)) } : {}),
      images: [{ url: image, ...OG_IMAGE_SIZE, alt: page.title }],
    },
    twitter: { card: 'summary_large_image', title: page.title, description: page.description, images: [image] },
  };
}

export interface SitemapEntry {
  url: string;
  changeFrequency: 'weekly' | 'monthly';
  priority: number;
  /** Every language version of the page, itself included, as search engines ask of a sitemap. */
  alternates?: { languages: Record<string, string> };
}

const isHome = (page: PageConfig, alternates: readonly Alternate[]) =>
  page.route === '/' || alternates[0]?.route === '/';

/**
 * Pages with no content (empty templates and the downtime notice) stay out of the sitemap, in every language: a
 * route is excluded by its default-language route.
 */
export function sitemapEntries(pages: readonly RoutedPage[], excludedRoutes: readonly string[]): SitemapEntry[] {
  return pages
    .filter(({ page, alternates }) => {
      const defaultRoute = alternates[0]?.route ?? page.route;
      return page.blocks.length > 0 && !excludedRoutes.includes(defaultRoute) && !excludedRoutes.includes(page.route);
    })
    .map(({ page, edition, alternates }) => {
      const languages = languageAlternates(edition.site, alternates);
      const home = isHome(page, alternates);
      return {
        url: canonicalUrl(edition.site, page.canonicalPath),
        changeFrequency: home ? 'weekly' : 'monthly',
        priority: home ? 1 : 0.7,
        ...(languages ? { alternates: { languages } } : {}),
      };
    });
}
