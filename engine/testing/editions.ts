/** Two-language route tables for tests: an English edition and a Spanish one whose pages name their twins. */
import type { PageConfig, SiteConfig } from '@/schemas/generated/config-types';
import { buildRouteTable, type RouteEdition, type RouteTable } from '../route-table';
import { createSharedContent, emptySharedEntries } from '../shared-content';
import { validSite } from './memory-fs';

export const testPage = (
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

const [english, spanish] = validSite.locales;

export function edition(
  code: 'en-US' | 'es-US',
  pages: PageConfig[],
  twins: Record<string, string> = {},
  site: SiteConfig = validSite,
): RouteEdition {
  const locale = code === 'en-US' ? english : spanish;
  if (!locale) throw new Error('the test site has two locales');
  return {
    locale,
    site,
    shared: createSharedContent(emptySharedEntries()),
    pages,
    twins: new Map(Object.entries(twins)),
  };
}

/** English pages at `routes`, and Spanish twins for the pairs in `twins` (English route → Spanish route). */
export function twoLanguageTable(routes: string[], twins: Record<string, string>): RouteTable {
  return buildRouteTable([
    edition(
      'en-US',
      routes.map((route) => testPage(route)),
    ),
    edition(
      'es-US',
      Object.values(twins).map((route) => testPage(route)),
      twins,
    ),
  ]);
}
