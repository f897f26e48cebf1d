/** Document metadata of a page, in the shape Next.js's generateMetadata returns. */
import type { PageConfig, SiteConfig } from '@/schemas/generated/config-types';

export interface PageMetadata {
  title: string;
  description: string;
  keywords: string[];
  alternates: { canonical: string };
  openGraph: {
    type: 'website';
    url: string;
    title: string;
    description: string;
    siteName: string;
    locale: string;
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

export function pageMetadata(site: SiteConfig, page: PageConfig): PageMetadata {
  const url = canonicalUrl(site, page.canonicalPath);
  const image = canonicalUrl(site, ogImagePath(page.route));
  return {
    title: page.title,
    description: page.description,
    keywords: page.keywords,
    alternates: { canonical: url },
    openGraph: {
      type: 'website',
      url,
      title: page.title,
      description: page.description,
      siteName: site.brand.displayName,
      locale: 'en_US',
      images: [{ url: image, ...OG_IMAGE_SIZE, alt: page.title }],
    },
    twitter: { card: 'summary_large_image', title: page.title, description: page.description, images: [image] },
  };
}

export interface SitemapEntry {
  url: string;
  changeFrequency: 'weekly' | 'monthly';
  priority: number;
}

/** Pages with no content (empty templates and the downtime notice) stay out of the sitemap. */
export function sitemapEntries(
  site: SiteConfig,
  pages: readonly PageConfig[],
  excludedRoutes: readonly string[],
): SitemapEntry[] {
  return pages
    .filter((page) => page.blocks.length > 0 && !excludedRoutes.includes(page.route))
    .map((page) => ({
      url: canonicalUrl(site, page.canonicalPath),
      changeFrequency: page.route === '/' ? 'weekly' : 'monthly',
      priority: page.route === '/' ? 1 : 0.7,
    }));
}
