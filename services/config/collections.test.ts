import { describe, expect, it } from 'vitest';
import { describeStates, LATEST_SHIPPED_TAX_YEAR } from '@/tax';
import { jurisdictionSlug, jurisdictions, siteCollections } from './collections';

describe('the jurisdictions collection', () => {
  it('has every state and DC the tax data covers, once each, by name', () => {
    const all = jurisdictions();
    expect(all).toHaveLength(describeStates(LATEST_SHIPPED_TAX_YEAR)?.length ?? 0);
    expect(all).toHaveLength(51);
    expect(new Set(all.map((entry) => entry.slug)).size).toBe(51);
    expect(all.map((entry) => entry.name)).toEqual(
      [...all.map((entry) => entry.name)].sort((a, b) => a.localeCompare(b)),
    );
  });

  it('names each as a URL and a sentence would', () => {
    expect(jurisdictions().find((entry) => entry.code === 'DC')).toEqual({
      code: 'DC',
      name: 'District of Columbia',
      place: 'the District of Columbia',
      slug: 'district-of-columbia',
    });
    expect(jurisdictionSlug('New York')).toBe('new-york');
    expect(jurisdictionSlug('North Carolina')).toBe('north-carolina');
  });

  it('offers templates exactly the fields each entry has', () => {
    const { jurisdictions: collection } = siteCollections();
    expect(collection?.fields).toEqual(['slug', 'code', 'name', 'place']);
    for (const entry of collection?.entries ?? []) {
      expect(Object.keys(entry.values).sort()).toEqual([...(collection?.fields ?? [])].sort());
      expect(entry.id).toBe(entry.values.slug);
    }
  });
});
