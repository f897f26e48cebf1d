import { describe, expect, it } from 'vitest';
import { routeOf, slugOf } from './route-table';
import { twoLanguageTable } from './testing/editions';

describe('route table', () => {
  const table = twoLanguageTable(['/', '/senior-care', '/about/team', '/caregivers'], {
    '/': '/es',
    '/caregivers': '/es/cuidadores',
  });

  it('maps the catch-all segments back to a page, in the default language by default', () => {
    expect(table.find(undefined)?.page.route).toBe('/');
    expect(table.find([])?.page.route).toBe('/');
    expect(table.find(['senior-care'])?.page.route).toBe('/senior-care');
    expect(table.find(['about', 'team'])?.page.route).toBe('/about/team');
    expect(table.find(['nope'])).toBeUndefined();
  });

  it('finds a translated page by the segments after its language prefix, never by the English slug', () => {
    expect(table.find([], 'es-US')?.page.route).toBe('/es');
    expect(table.find(['cuidadores'], 'es-US')?.page.route).toBe('/es/cuidadores');
    expect(table.find(['caregivers'], 'es-US')).toBeUndefined();
    expect(table.find(['es', 'cuidadores'])).toBeUndefined();
  });

  it('lists the static params of each language for its own catch-all route', () => {
    expect(table.staticParams()).toEqual([
      { slug: [] },
      { slug: ['senior-care'] },
      { slug: ['about', 'team'] },
      { slug: ['caregivers'] },
    ]);
    expect(table.staticParams('es-US')).toEqual([{ slug: [] }, { slug: ['cuidadores'] }]);
  });

  it('gives every version of a page the same alternates, default language first (reciprocal hreflang)', () => {
    const english = table.find(['caregivers'])?.alternates;
    const spanish = table.find(['cuidadores'], 'es-US')?.alternates;
    const pairs = [
      ['en-US', '/caregivers'],
      ['es-US', '/es/cuidadores'],
    ];
    expect(english?.map((a) => [a.locale.code, a.route])).toEqual(pairs);
    expect(spanish?.map((a) => [a.locale.code, a.route])).toEqual(pairs);
    expect(table.find(['senior-care'])?.alternates.map((a) => a.route)).toEqual(['/senior-care']);
  });

  it('round-trips routes and slugs, ignoring a trailing slash', () => {
    expect(slugOf('/senior-care/')).toEqual(['senior-care']);
    expect(routeOf(slugOf('/a/b'))).toBe('/a/b');
  });
});
