/** What the validator refuses about reviews: a typed aggregate, a review by another audience, one outside the block's tag. */
import { describe, expect, it } from 'vitest';
import { loadSiteModel } from './load-site';
import { formatProblem } from './result';
import { json, locate, memoryFileSystem, page, validSite } from './testing/memory-fs';

async function problemsOf(files: Record<string, string>): Promise<string[]> {
  const result = await loadSiteModel('cfg', memoryFileSystem(files));
  return result.ok ? [] : result.errors.map(formatProblem);
}

const review = (id: string, audience: string, tags: string[]) =>
  json({ id, name: 'Kim L., Dayton, OH', rating: 4.5, comment: 'Payroll runs itself now.', audience, tags });

const files = (pageText: string) => ({
  'cfg/site.json': json(validSite),
  'cfg/pages/index.json': json(page('/')),
  'cfg/pages/care.json': pageText,
  'cfg/shared/reviews/nanny-family.json': review('nanny-family', 'families', ['nanny']),
  'cfg/shared/reviews/senior-family.json': review('senior-family', 'families', ['senior-care']),
  'cfg/shared/reviews/nanny.json': review('nanny', 'caregivers', ['nanny']),
  'cfg/shared/social-ratings/google.json': json({ label: 'Google', url: 'https://g.page/example' }),
});

const carePage = (block: Record<string, unknown>) =>
  json(page('/care', { audience: 'families', blocks: [{ type: 'reviews', heading: 'Reviews', ...block }] }));

describe('review rules', () => {
  it('accepts a block of the page audience’s reviews carrying its tag', async () => {
    expect(await problemsOf(files(carePage({ tag: 'senior-care', items: ['senior-family'] })))).toEqual([]);
  });

  it('refuses a typed average or count on a reviews block: the summary is computed', async () => {
    for (const typed of [{ average: 4.6 }, { reviewCount: 17 }, { rating: 5 }]) {
      const [name] = Object.keys(typed);
      const text = carePage({ items: ['nanny-family', 'senior-family'], ...typed });
      const problems = await problemsOf(files(text));
      expect(problems).toContainEqual(
        expect.stringMatching(
          /^cfg\/pages\/care\.json:\d+:\d+ \/blocks\/0 must not carry a typed average or count \("average", "rating", "reviewCount"\): the summary is worked out from the reviews in "items", their average and how many; /,
        ),
      );
      expect(problems.some((problem) => problem.includes(`unknown property "${name}"`))).toBe(true);
    }
  });

  it('refuses a typed rating on a review site: it would average reviews the page does not show', async () => {
    const text = json({ label: 'Google', rating: 4.9, url: 'https://g.page/example' });
    const problems = await problemsOf({
      ...files(carePage({ items: ['nanny-family'] })),
      'cfg/shared/social-ratings/google.json': text,
    });
    expect(problems[0]).toMatch(/^cfg\/shared\/social-ratings\/google\.json:1:1 \/ must not carry a typed "rating"/);
  });

  it("refuses a review by another audience than the page's, and one without the block's tag", async () => {
    const text = carePage({ tag: 'senior-care', items: ['senior-family', 'nanny-family', 'nanny'] });
    expect(await problemsOf(files(text))).toEqual([
      `cfg/pages/care.json:${locate(text, '"nanny-family"')} /blocks/0/items/1 reviews "nanny-family" is tagged nanny, but this block lists only reviews tagged "senior-care"`,
      `cfg/pages/care.json:${locate(text, '"nanny"')} /blocks/0/items/2 reviews "nanny" is by one of our caregivers, but this page speaks to families`,
      `cfg/pages/care.json:${locate(text, '"nanny"')} /blocks/0/items/2 reviews "nanny" is tagged nanny, but this block lists only reviews tagged "senior-care"`,
    ]);
  });

  it('holds quotes to the page audience too', async () => {
    const text = json(
      page('/partners', {
        audience: 'professionals',
        blocks: [{ type: 'impression-quotes', heading: 'What partners say', items: ['parent'] }],
      }),
    );
    const problems = await problemsOf({
      ...files(carePage({ items: ['nanny-family'] })),
      'cfg/pages/partners.json': text,
      'cfg/shared/impression-quotes/parent.json': json({
        id: 'parent',
        author: 'Stephanie V., Raleigh, NC',
        body: 'Every deadline is covered.',
        impression: 'Peace of mind',
        audience: 'families',
      }),
    });
    expect(problems).toEqual([
      `cfg/pages/partners.json:${locate(text, '"parent"')} /blocks/0/items/0 impression-quotes "parent" is by one of our families, but this page speaks to professionals`,
    ]);
  });
});
