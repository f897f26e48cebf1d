import { describe, expect, it } from 'vitest';
import { loadSiteModel } from './load-site';
import { nearestName } from './nearest-name';
import { formatProblem } from './result';
import { json, locate, memoryFileSystem, page, validSite } from './testing/memory-fs';

async function problemsOf(
  pageValue: Record<string, unknown>,
  extra: Record<string, string> = {},
): Promise<{ text: string; problems: string[] }> {
  const text = json(pageValue);
  const result = await loadSiteModel(
    'cfg',
    memoryFileSystem({ 'cfg/site.json': json(validSite), 'cfg/pages/a.json': text, ...extra }),
  );
  return { text, problems: result.ok ? [] : result.errors.map(formatProblem) };
}

describe('nearestName', () => {
  it('finds the closest name within a typo or two, ignoring case', () => {
    expect(nearestName('heroo', ['faq', 'hero', 'reviews'])).toBe('hero');
    expect(nearestName('Testimonial', ['testimonials', 'reviews'])).toBe('testimonials');
    expect(nearestName('callToAction', ['call-to-action', 'calculator'])).toBe('call-to-action');
  });

  it('suggests nothing when no name is close', () => {
    expect(nearestName('slideshow', ['faq', 'hero', 'reviews'])).toBeUndefined();
    expect(nearestName('x', [])).toBeUndefined();
  });
});

describe('validation hints', () => {
  it('suggests the nearest block type and points to the gallery', async () => {
    const { text, problems } = await problemsOf(
      page('/a', { blocks: [{ type: 'testimonial', heading: 'H', items: [] }] }),
    );
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(
          `^cfg/pages/a\\.json:${locate(text, '"testimonial"')} /blocks/0/type unknown block type "testimonial" \\(did you mean "testimonials"\\?\\); known types: ad-slot, .*; examples in the gallery: /dev/blocks$`,
        ),
      ),
    ]);
  });

  it("suggests the nearest field of the block and names that block's gallery entry", async () => {
    const { text, problems } = await problemsOf(page('/a', { blocks: [{ type: 'hero', heading: 'H', lede: 'L' }] }));
    expect(problems).toContain(
      `cfg/pages/a.json:${locate(text, '"lede"')} /blocks/0/lede unknown property "lede" (did you mean "lead"?); examples in the gallery: /dev/blocks#block-hero`,
    );
  });

  it('lists the allowed values of an enum, with the nearest one', async () => {
    const { text, problems } = await problemsOf(page('/a', { audience: 'familes' }));
    expect(problems).toEqual([
      `cfg/pages/a.json:${locate(text, '"familes"')} /audience must be one of: "families", "caregivers", "professionals", "everyone" (did you mean "families"?)`,
    ]);
  });

  it('suggests an existing shared id for a misspelt one', async () => {
    const ana = json({
      id: 'ana-r',
      author: 'Ana R.',
      location: 'Austin, TX',
      comment: 'They handled everything for us.',
      audience: 'families',
    });
    const { text, problems } = await problemsOf(
      page('/a', { blocks: [{ type: 'testimonials', heading: 'H', items: ['ana-t'] }] }),
      { 'cfg/shared/testimonials/ana-r.json': ana },
    );
    expect(problems).toEqual([
      `cfg/pages/a.json:${locate(text, '"ana-t"')} /blocks/0/items/0 unknown testimonials id "ana-t" (did you mean "ana-r"?): there is no pages-config/shared/testimonials/ana-t.json`,
    ]);
  });
});
