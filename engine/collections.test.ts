import { describe, expect, it } from 'vitest';
import type { SiteCollections } from './collections';
import { loadSiteModel } from './load-site';
import { formatProblem } from './result';
import { json, locate, memoryFileSystem, page, validSite } from './testing/memory-fs';

const collections: SiteCollections = {
  jurisdictions: {
    fields: ['slug', 'name', 'code'],
    entries: [
      { id: 'ohio', values: { slug: 'ohio', name: 'Ohio', code: 'OH' } },
      { id: 'new-york', values: { slug: 'new-york', name: 'New York', code: 'NY' } },
    ],
  },
};

const template = (overrides: Record<string, unknown> = {}) =>
  page('/guides/{entry.slug}', {
    collection: 'jurisdictions',
    title: 'Nanny taxes in {entry.name}',
    canonicalPath: '/guides/{entry.slug}',
    analyticsPageId: '/homepay/guides/{entry.slug}',
    blocks: [{ type: 'hero', heading: 'Employing a nanny in {entry.name} ({entry.code})', lead: 'Lead text' }],
    ...overrides,
  });

async function load(files: Record<string, string>) {
  return loadSiteModel(
    'cfg',
    memoryFileSystem({ 'cfg/site.json': json(validSite), 'cfg/pages/index.json': json(page('/')), ...files }),
    { collections },
  );
}

const problemsOf = async (files: Record<string, string>) => {
  const result = await load(files);
  return result.ok ? [] : result.errors.map(formatProblem);
};

describe('collection pages', () => {
  it('makes one page per entry, each with its own route, title, canonical path, analytics id and blocks', async () => {
    const result = await load({ 'cfg/pages/guide.json': json(template()) });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const guides = result.value.pages.filter((p) => p.route.startsWith('/guides/'));
    expect(guides.map((p) => [p.route, p.title, p.canonicalPath, p.analyticsPageId])).toEqual([
      ['/guides/new-york', 'Nanny taxes in New York', '/guides/new-york', '/homepay/guides/new-york'],
      ['/guides/ohio', 'Nanny taxes in Ohio', '/guides/ohio', '/homepay/guides/ohio'],
    ]);
    expect(guides[1]?.blocks[0]).toMatchObject({ heading: 'Employing a nanny in Ohio (OH)' });
  });

  it('reports a binding to a field the collection does not have at its file, line and column', async () => {
    const text = json(template({ title: 'Nanny taxes in {entry.nmae}' }));
    expect(await problemsOf({ 'cfg/pages/guide.json': text })).toEqual([
      `cfg/pages/guide.json:${locate(text, '"Nanny taxes in {entry.nmae}"')} /title {entry.nmae} is not a field of collection "jurisdictions" (did you mean "name"?); its fields: slug, name, code`,
    ]);
  });

  it('reports an unknown collection at "collection", and a binding on a page that is not a template', async () => {
    const unknown = json(template({ collection: 'jurisdiction' }));
    const problems = await problemsOf({ 'cfg/pages/guide.json': unknown });
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(
          `^cfg/pages/guide\\.json:${locate(unknown, '"jurisdiction"')} /collection unknown collection "jurisdiction".*known collections: jurisdictions$`,
        ),
      ),
    ]);
    const stray = json(page('/about', { title: 'About {entry.name}' }));
    expect(await problemsOf({ 'cfg/pages/about.json': stray })).toEqual([
      `cfg/pages/about.json:${locate(stray, '"About {entry.name}"')} /title {entry.name} is used, but this page names no "collection" to take entries from`,
    ]);
  });

  it('checks every page as its entry makes it, and says which entry broke a rule', async () => {
    const text = json(
      template({ title: 'A long title about the nanny taxes families owe in the state of {entry.name}' }),
    );
    const problems = await problemsOf({ 'cfg/pages/guide.json': text });
    expect(problems).toEqual([
      expect.stringMatching(/\/title must NOT have more than 70 characters \(for jurisdictions "new-york"\)$/),
    ]);
  });
});
