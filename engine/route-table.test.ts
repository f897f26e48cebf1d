import { describe, expect, it } from 'vitest';
import type { PageConfig } from '@/schemas/generated/config-types';
import { buildRouteTable, routeOf, slugOf } from './route-table';

const page = (route: string): PageConfig => ({
  formatVersion: 2,
  route,
  title: route,
  description: '',
  keywords: [],
  canonicalPath: route,
  analyticsPageId: `/homepay${route}`,
  audience: 'everyone',
  adSlots: [],
  blocks: [],
});

describe('route table', () => {
  const table = buildRouteTable([page('/'), page('/senior-care'), page('/about/team')]);

  it('maps the catch-all segments back to a page', () => {
    expect(table.find(undefined)?.route).toBe('/');
    expect(table.find([])?.route).toBe('/');
    expect(table.find(['senior-care'])?.route).toBe('/senior-care');
    expect(table.find(['about', 'team'])?.route).toBe('/about/team');
    expect(table.find(['nope'])).toBeUndefined();
  });

  it('lists the static params of every route for prerendering', () => {
    expect(table.staticParams()).toEqual([{ slug: [] }, { slug: ['senior-care'] }, { slug: ['about', 'team'] }]);
  });

  it('round-trips routes and slugs, ignoring a trailing slash', () => {
    expect(slugOf('/senior-care/')).toEqual(['senior-care']);
    expect(routeOf(slugOf('/a/b'))).toBe('/a/b');
  });
});
