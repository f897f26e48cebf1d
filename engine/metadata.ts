/** Document metadata of a page, in the shape Next.js's generateMetadata returns. */
import type { PageConfig, SiteConfig } from '@/schemas/generated/config-types';

export interface PageMetadata {
  title: string;
  description: string;
  keywords: string[];
  alternates: { canonical: string };
  openGraph: { type: 'website'; url: string; title: string; description: string; siteName: string; locale: string };
  twitter: { card: 'summary'; title: string; description: string };
}

export function canonicalUrl(site: SiteConfig, path: string): string {
  return new URL(path, site.baseUrl).toString();
}

export function pageMetadata(site: SiteConfig, page: PageConfig): PageMetadata {
  const url = canonicalUrl(site, page.canonicalPath);
  return {
    title: page.title,
    description: page.description,
    keywords: page.keywords,
    alternates: { canonical: url },
    openGraph: { type: 'website', url, title: page.title, description: page.description, siteName: site.brand.displayName, locale: 'en_US' },
    twitter: { card: 'summary', title: page.title, description: page.description },
  };
}

export interface SitemapEntry {
  url: string;
  changeFrequency: 'weekly' | 'monthly';
  priority: number;
}

/** Pages with no content (empty templates and the downtime notice) stay out of the sitemap. */
export function sitemapEntries(site: SiteConfig, pages: readonly PageConfig[], excludedRoutes: readonly string[]): SitemapEntry[] {
  return pages
    .filter((page) => page.blocks.length > 0 && !excludedRoutes.includes(page.route))
    .map((page) => ({
      url: canonicalUrl(site, page.canonicalPath),
      changeFrequency: page.route === '/' ? 'weekly' : 'monthly',
      priority: page.route === '/' ? 1 : 0.7,
    }));
}
