import { describe, expect, it } from 'vitest';
import type { PageConfig, SiteConfig } from '@/schemas/generated/config-types';
import { ogImagePath, ogImageSlug, pageMetadata, sitemapEntries } from './metadata';
import { validSite } from './testing/memory-fs';

const site: SiteConfig = validSite;
const page = (
  route: string,
  blocks: PageConfig['blocks'] = [{ type: 'hero', heading: 'H', lead: 'L' }],
): PageConfig => ({
  formatVersion: 2,
  route,
  title: `Title of ${route}`,
  description: `Description of ${route}`,
  keywords: ['nanny tax', 'payroll'],
  canonicalPath: route,
  analyticsPageId: `/homepay${route}`,
  audience: 'everyone',
  adSlots: [],
  blocks,
});

describe('pageMetadata', () => {
  it('gives title, description, keywords, an absolute canonical link and Open Graph', () => {
    expect(pageMetadata(site, page('/nanny-tax-calculator'))).toEqual({
      title: 'Title of /nanny-tax-calculator',
      description: 'Description of /nanny-tax-calculator',
      keywords: ['nanny tax', 'payroll'],
      alternates: { canonical: 'https://test.example.com/nanny-tax-calculator' },
      openGraph: {
        type: 'website',
        url: 'https://test.example.com/nanny-tax-calculator',
        title: 'Title of /nanny-tax-calculator',
        description: 'Description of /nanny-tax-calculator',
        siteName: 'Test Payroll',
        locale: 'en_US',
        images: [
          {
            url: 'https://test.example.com/og/nanny-tax-calculator/image.png',
            width: 1200,
            height: 630,
            alt: 'Title of /nanny-tax-calculator',
          },
        ],
      },
      twitter: {
        card: 'summary_large_image',
        title: 'Title of /nanny-tax-calculator',
        description: 'Description of /nanny-tax-calculator',
        images: ['https://test.example.com/og/nanny-tax-calculator/image.png'],
      },
    });
  });

  it('names one Open Graph image per route, nested routes included', () => {
    expect(ogImageSlug('/')).toBe('home');
    expect(ogImageSlug('/about/terms-of-use')).toBe('about--terms-of-use');
    expect(ogImagePath('/senior-care')).toBe('/og/senior-care/image.png');
  });
});

describe('sitemapEntries', () => {
  it('lists pages with content, home first in priority, and leaves out empty templates and excluded routes', () => {
    const entries = sitemapEntries(
      site,
      [page('/'), page('/caregivers'), page('/referral', []), page('/downtime')],
      ['/downtime'],
    );
    expect(entries).toEqual([
      { url: 'https://test.example.com/', changeFrequency: 'weekly', priority: 1 },
      { url: 'https://test.example.com/caregivers', changeFrequency: 'monthly', priority: 0.7 },
    ]);
  });
});
