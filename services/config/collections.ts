/**
 * The collections template pages take their entries from. "jurisdictions": every state and DC the latest shipped
 * tax year covers, so a new year's data (or a state added to it) makes or keeps its guide without a config edit.
 */
import { describeStates, LATEST_SHIPPED_TAX_YEAR, type StateSummary } from '@/tax';
import type { SiteCollections } from '@/engine/collections';

export interface Jurisdiction {
  code: StateSummary['code'];
  name: string;
  /** The name as a sentence uses it: "the District of Columbia", "Ohio". */
  place: string;
  /** URL segment: the name in lower case, words joined by hyphens ("new-york"). */
  slug: string;
}

export const jurisdictionSlug = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z]+/g, '-')
    .replace(/^-|-$/g, '');

export function jurisdictions(taxYear: number = LATEST_SHIPPED_TAX_YEAR): Jurisdiction[] {
  const states = describeStates(taxYear);
  if (states === undefined) throw new Error(`no tax data is registered for ${taxYear}`);
  return states
    .map(({ code, name }) => ({
      code,
      name,
      place: code === 'DC' ? `the ${name}` : name,
      slug: jurisdictionSlug(name),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export function siteCollections(): SiteCollections {
  return {
    jurisdictions: {
      fields: ['slug', 'code', 'name', 'place'],
      entries: jurisdictions().map(({ slug, ...values }) => ({
        id: slug,
        values: { slug, ...values },
        // State names stay as they are in Spanish; the District takes Spanish's article and word order.
        ...(values.code === 'DC' ? { localized: { 'es-US': { place: 'el Distrito de Columbia' } } } : {}),
      })),
    },
  };
}
