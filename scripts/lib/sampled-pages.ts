import type { SiteModel } from '@/engine/site-model';

/**
 * A template's pages share one layout and differ in their data, so what opens every page in a browser (the
 * end-to-end checks at every width, the Lighthouse bench) visits the few entries that differ most: a state
 * without income tax, one with employee programs and local taxes, and the District with the longest name.
 */
const SAMPLED_ENTRIES = ['texas', 'new-york', 'district-of-columbia'];

export function sampledPages(pages: SiteModel['pages']): SiteModel['pages'] {
  return pages.filter(
    (page) => page.collection === undefined || SAMPLED_ENTRIES.some((entry) => page.route.endsWith(`/${entry}`)),
  );
}
