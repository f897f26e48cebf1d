import { describe, expect, it } from 'vitest';
import { buildRouteTable } from './route-table';
import { ogImagePath, ogImageSlug, pageMetadata, sitemapEntries } from './metadata';
import { edition, testPage as page, twoLanguageTable } from './testing/editions';

const routed = (route: string) => {
  const found = buildRouteTable([edition('en-US', [page(route)])]).pages()[0];
  if (!found) throw new Error('no page');
  return found;
};

describe('pageMetadata', () => {
  it('gives title, description, keywords, an absolute canonical link and Open Graph', () => {
    expect(pageMetadata(routed('/nanny-tax-calculator'))).toEqual({
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

describe('language alternates', () => {
  const table = twoLanguageTable(['/', '/caregivers', '/partners'], { '/': '/es', '/caregivers': '/es/cuidadores' });

  it('links both versions of a page to each other, with x-default on the English, from either side', () => {
    const languages = {
      'en-US': 'https://test.example.com/caregivers',
      'es-US': 'https://test.example.com/es/cuidadores',
      'x-default': 'https://test.example.com/caregivers',
    };
    const english = table.find(['caregivers']);
    const spanish = table.find(['cuidadores'], 'es-US');
    if (!english || !spanish) throw new Error('missing page');
    expect(pageMetadata(english).alternates).toEqual({ canonical: languages['en-US'], languages });
    expect(pageMetadata(spanish).alternates).toEqual({ canonical: languages['es-US'], languages });
    expect(pageMetadata(spanish).openGraph.locale).toBe('es_US');
    expect(pageMetadata(spanish).openGraph.alternateLocale).toEqual(['en_US']);
    expect(pageMetadata(english).openGraph.alternateLocale).toEqual(['es_US']);
  });

  it('gives a page published in one language no alternates', () => {
    const partners = table.find(['partners']);
    if (!partners) throw new Error('missing page');
    expect(pageMetadata(partners).alternates).toEqual({ canonical: 'https://test.example.com/partners' });
    expect(pageMetadata(partners).openGraph.alternateLocale).toBeUndefined();
  });

  it('lists each language version in the sitemap with all of its alternates, itself included', () => {
    const entries = sitemapEntries(table.pages(), []);
    const spanishHome = entries.find((entry) => entry.url === 'https://test.example.com/es');
    expect(spanishHome).toEqual({
      url: 'https://test.example.com/es',
      changeFrequency: 'weekly',
      priority: 1,
      alternates: {
        languages: {
          'en-US': 'https://test.example.com/',
          'es-US': 'https://test.example.com/es',
          'x-default': 'https://test.example.com/',
        },
      },
    });
    expect(entries.map((entry) => entry.url)).toHaveLength(5);
  });

  it('keeps a page out of search in every language when its English route is excluded', () => {
    const entries = sitemapEntries(table.pages(), ['/caregivers']);
    expect(entries.map((entry) => entry.url)).not.toContain('https://test.example.com/es/cuidadores');
  });
});

describe('sitemapEntries', () => {
  it('lists pages with content, home first in priority, and leaves out empty templates and excluded routes', () => {
    const table = buildRouteTable([
      edition('en-US', [page('/'), page('/caregivers'), page('/referral', []), page('/downtime')]),
    ]);
    const entries = sitemapEntries(table.pages(), ['/downtime']);
    expect(entries).toEqual([
      { url: 'https://test.example.com/', changeFrequency: 'weekly', priority: 1 },
      { url: 'https://test.example.com/caregivers', changeFrequency: 'monthly', priority: 0.7 },
    ]);
  });
});
