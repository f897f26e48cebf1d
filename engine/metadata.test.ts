import { describe, expect, it } from 'vitest';
import type { PageConfig, SiteConfig } from '@/schemas/generated/config-types';
import { pageMetadata, sitemapEntries } from './metadata';
import { validSite } from './testing/memory-fs';

const site: SiteConfig = validSite;
const page = (route: string, blocks: PageConfig['blocks'] = [{ type: 'hero', heading: 'H', lead: 'L' }]): PageConfig => ({
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
      },
      twitter: { card: 'summary', title: 'Title of /nanny-tax-calculator', description: 'Description of /nanny-tax-calculator' },
    });
  });
});

describe('sitemapEntries', () => {
  it('lists pages with content, home first in priority, and leaves out empty templates and excluded routes', () => {
    const entries = sitemapEntries(site, [page('/'), page('/caregivers'), page('/referral', []), page('/downtime')], ['/downtime']);
    expect(entries).toEqual([
      { url: 'https://test.example.com/', changeFrequency: 'weekly', priority: 1 },
      { url: 'https://test.example.com/caregivers', changeFrequency: 'monthly', priority: 0.7 },
    ]);
  });
});
