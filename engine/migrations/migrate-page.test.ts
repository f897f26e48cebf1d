import { describe, expect, it } from 'vitest';
import { loadSiteModel } from '../load-site';
import { formatProblem } from '../result';
import { pageFormatVersion } from '../schema-validator';
import { json, memoryFileSystem, page, validSite } from '../testing/memory-fs';
import { PAGE_MIGRATIONS } from './index';
import { mapBlocks, migratePage, type JsonObject, type PageMigration } from './migrate-page';

// An imagined future change: the hero's "lead" renamed "summary", as a block migration would be written.
const renameLead: PageMigration = {
  from: 2,
  describe: 'hero: "lead" is now "summary"',
  migrate: (p) => mapBlocks(p, 'hero', ({ lead, ...rest }) => ({ ...rest, summary: lead })),
};

describe('migratePage', () => {
  it('brings a page of every older version up to the target, in order, and stamps the version first', () => {
    const v1: JsonObject = {
      route: '/a',
      blocks: [
        { type: 'hero', heading: 'H', lead: 'L' },
        { type: 'faq', items: [] },
      ],
    };
    const result = migratePage(v1, [...PAGE_MIGRATIONS, renameLead], 3);
    expect(result.ok && result.value.applied.map((m) => m.from)).toEqual([1, 2]);
    expect(result.ok && result.value.page).toEqual({
      formatVersion: 3,
      route: '/a',
      blocks: [
        { type: 'hero', heading: 'H', summary: 'L' },
        { type: 'faq', items: [] },
      ],
    });
    expect(Object.keys(result.ok ? result.value.page : {})[0]).toBe('formatVersion');
  });

  it('leaves the input untouched and a current page as it is', () => {
    const v2: JsonObject = { formatVersion: 2, route: '/a', blocks: [{ type: 'hero', heading: 'H', lead: 'L' }] };
    const before = structuredClone(v2);
    const result = migratePage(v2, [...PAGE_MIGRATIONS, renameLead], 3);
    expect(v2).toEqual(before);
    expect(migratePage(before, PAGE_MIGRATIONS, 2)).toEqual({ ok: true, value: { page: before, applied: [] } });
    expect(result.ok).toBe(true);
  });

  it('refuses a page newer than the engine, and a gap in the migrations', () => {
    expect(migratePage({ formatVersion: 5 }, PAGE_MIGRATIONS, 2, 'x.json')).toMatchObject({
      ok: false,
      errors: [{ file: 'x.json', message: "page format 5 is newer than this engine's 2: update the project" }],
    });
    expect(migratePage({}, PAGE_MIGRATIONS, 3)).toMatchObject({
      ok: false,
      errors: [{ message: 'no migration from page format 2 to 3' }],
    });
  });

  it('has one migration per version up to the format the page schema states', () => {
    expect(PAGE_MIGRATIONS.map((m) => m.from)).toEqual(
      Array.from({ length: pageFormatVersion() - 1 }, (_, i) => i + 1),
    );
  });
});

describe('format versions in validation', () => {
  it('tells the author of an old page file to run npm run migrate instead of listing schema errors', async () => {
    const old = page('/a');
    delete old.formatVersion;
    const result = await loadSiteModel(
      'cfg',
      memoryFileSystem({
        'cfg/site.json': json(validSite),
        'cfg/pages/index.json': json(page('/')),
        'cfg/pages/a.json': json(old),
      }),
    );
    expect(result.ok ? [] : result.errors.map(formatProblem)).toEqual([
      'cfg/pages/a.json:1:1 / page format 1 (no "formatVersion") is older than 2, the format this site reads: run `npm run migrate`',
    ]);
  });
});
