import { describe, expect, it } from 'vitest';
import { loadSiteModel } from './load-site';
import { formatProblem } from './result';
import { json, locate, memoryFileSystem, page, validSite } from './testing/memory-fs';

async function problemsOf(files: Record<string, string>): Promise<string[]> {
  const result = await loadSiteModel('cfg', memoryFileSystem(files));
  return result.ok ? [] : result.errors.map(formatProblem);
}

const withLink = (href: string) =>
  json(page('/a', { blocks: [{ type: 'hero', heading: 'H', lead: 'L', primaryAction: { label: 'Go', href } }] }));
const base = { 'cfg/site.json': json(validSite), 'cfg/pages/index.json': json(page('/')) };

describe('Href in page configs', () => {
  it.each(['//evil.example/path', '/\\evil.example', '/a\\b', '///evil.example'])(
    'refuses %s, which a browser reads as another site, at the value',
    async (href) => {
      const text = withLink(href);
      const problems = await problemsOf({ ...base, 'cfg/pages/a.json': text });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(
        new RegExp(
          `^cfg/pages/a\\.json:${locate(text, JSON.stringify(href))} /blocks/0/primaryAction/href has an invalid format \\(A site path`,
        ),
      );
    },
  );

  it.each([
    '/product-and-pricing',
    '/app/hp-enrollment/signup?x=1#top',
    '#faq',
    'https://www.irs.gov/pub/irs-pdf/p926.pdf',
    'mailto:help@example.com',
    'tel:+1-855-555-0100',
    '/',
  ])('accepts %s', async (href) => {
    expect(await problemsOf({ ...base, 'cfg/pages/a.json': withLink(href) })).toEqual([]);
  });
});

describe('URL-valued flags in site.json', () => {
  it('refuses an address that is not https, at the value', async () => {
    const site = json({
      ...validSite,
      featureFlags: { ...validSite.featureFlags, 'gtm-js-url': 'http://tags.example.com/gtm.js' },
    });
    const problems = await problemsOf({ ...base, 'cfg/site.json': site });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      new RegExp(
        `^cfg/site\\.json:${locate(site, '"http://tags.example.com/gtm.js"')} /featureFlags/gtm-js-url has an invalid format \\(.*an https URL`,
      ),
    );
  });
});
