import { describe, expect, it } from 'vitest';
import { loadSiteModel } from './load-site';
import { formatProblem } from './result';
import { json, locate, memoryFileSystem, page, validSite } from './testing/memory-fs';

async function problemsOf(files: Record<string, string>): Promise<string[]> {
  const result = await loadSiteModel('cfg', memoryFileSystem(files));
  return result.ok ? [] : result.errors.map(formatProblem);
}

const base = () => ({ 'cfg/site.json': json(validSite), 'cfg/pages/index.json': json(page('/')) });

describe('loadSiteModel', () => {
  it('accepts a valid site and fills brand tokens into routes and text', async () => {
    const senior = page('/senior-{product}', {
      blocks: [{ type: 'rich-text', paragraphs: ['Call {phone} to talk to {brandName}.'] }],
    });
    const result = await loadSiteModel('cfg', memoryFileSystem({ ...base(), 'cfg/pages/senior.json': json(senior) }));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.pages.map((p) => p.route)).toEqual(['/', '/senior-care']);
    expect(result.value.pages[1]?.blocks[0]).toEqual({
      type: 'rich-text',
      paragraphs: ['Call 1-855-555-0100 to talk to Test Payroll.'],
    });
  });

  it('reports an unknown block type once, at its "type", with the known types', async () => {
    const text = json(page('/a', { blocks: [{ type: 'carousel', slides: [] }] }));
    const problems = await problemsOf({ ...base(), 'cfg/pages/a.json': text });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      new RegExp(
        `^cfg/pages/a\\.json:${locate(text, '"carousel"')} /blocks/0/type unknown block type "carousel"; known types: .*hero, .*rich-text`,
      ),
    );
  });

  it('names the line and column of a value that breaks the schema', async () => {
    const text = json(page('/a', { keywords: 'nanny' }));
    expect(await problemsOf({ ...base(), 'cfg/pages/a.json': text })).toEqual([
      `cfg/pages/a.json:${locate(text, '"nanny"')} /keywords must be array`,
    ]);
  });

  it('points at the unknown property itself', async () => {
    const text = json(page('/a', { author: 'me' }));
    expect(await problemsOf({ ...base(), 'cfg/pages/a.json': text })).toEqual([
      `cfg/pages/a.json:${locate(text, '"author"')} /author unknown property "author"`,
    ]);
  });

  it('locates JSON syntax errors and keeps checking the other files', async () => {
    const broken = '{\n  "route": "/broken",\n  "title": "x"\n  "oops": 1\n}\n';
    const duplicate = json(page('/'));
    const problems = await problemsOf({
      ...base(),
      'cfg/pages/broken.json': broken,
      'cfg/pages/other-home.json': duplicate,
    });
    expect(problems).toEqual([
      `cfg/pages/broken.json:${locate(broken, '"oops"')} / invalid JSON: expected ','`,
      `cfg/pages/other-home.json:${locate(duplicate, '"/"')} /route route "/" is already used by cfg/pages/index.json`,
      `cfg/pages/other-home.json:${locate(duplicate, '"/homepay/"')} /analyticsPageId analytics page id "/homepay" is already used by cfg/pages/index.json`,
    ]);
  });

  it('names a missing shared id and where it was referenced', async () => {
    const text = json(
      page('/a', { blocks: [{ type: 'testimonials', heading: 'Families say', items: ['ana-r', 'bo-t'] }] }),
    );
    const problems = await problemsOf({
      ...base(),
      'cfg/shared/testimonials/ana-r.json': json({
        id: 'ana-r',
        author: 'Ana R.',
        location: 'Austin, TX',
        comment: 'They handled everything for us.',
        audience: 'families',
      }),
      'cfg/pages/a.json': text,
    });
    expect(problems).toEqual([
      `cfg/pages/a.json:${locate(text, '"bo-t"')} /blocks/0/items/1 unknown testimonials id "bo-t": there is no pages-config/shared/testimonials/bo-t.json`,
    ]);
  });

  it('requires a shared entity id to match its file name', async () => {
    const text = json({
      id: 'two',
      name: 'Kim',
      rating: 5,
      comment: 'Easy and accurate.',
      audience: 'families',
      tags: ['nanny'],
    });
    expect(await problemsOf({ ...base(), 'cfg/shared/reviews/one.json': text })).toEqual([
      `cfg/shared/reviews/one.json:${locate(text, '"two"')} /id id "two" must match the file name "one.json"`,
    ]);
  });

  it("refuses reviews and testimonials by another kind of reader than the page's, at the id", async () => {
    const text = json(
      page('/caregivers', {
        audience: 'caregivers',
        blocks: [{ type: 'reviews', heading: 'Reviews', items: ['nanny-k', 'parent-j'] }],
      }),
    );
    const problems = await problemsOf({
      ...base(),
      'cfg/shared/reviews/nanny-k.json': json({
        id: 'nanny-k',
        name: 'Kim',
        rating: 5,
        comment: 'My first W-2, finally.',
        audience: 'caregivers',
        tags: ['nanny'],
      }),
      'cfg/shared/reviews/parent-j.json': json({
        id: 'parent-j',
        name: 'Jo',
        rating: 4,
        comment: 'Payroll on autopilot.',
        audience: 'families',
        tags: ['nanny'],
      }),
      'cfg/pages/caregivers.json': text,
    });
    expect(problems).toEqual([
      `cfg/pages/caregivers.json:${locate(text, '"parent-j"')} /blocks/0/items/1 reviews "parent-j" is by one of our families, but this page speaks to caregivers`,
    ]);
  });

  it('refuses a page without blocks unless it says why', async () => {
    const empty = json(page('/empty', { blocks: [] }));
    const blocksLine = empty.split('\n').findIndex((line) => line.includes('"blocks"')) + 1;
    expect(await problemsOf({ ...base(), 'cfg/pages/empty.json': empty })).toEqual([
      `cfg/pages/empty.json:${blocksLine}:13 /blocks a page needs at least one block (start with a hero); if it must stay empty, say why in "emptyBecause"`,
    ]);
    const explained = json(
      page('/empty', { blocks: [], emptyBecause: 'Kept for the old campaign links; redirects elsewhere.' }),
    );
    expect(await problemsOf({ ...base(), 'cfg/pages/empty.json': explained })).toEqual([]);
  });

  it('rejects duplicate analytics ids and a canonical path that differs from the route', async () => {
    const index = json(page('/'));
    const b = json(page('/b', { canonicalPath: '/c', analyticsPageId: '/homepay/' }));
    expect(await problemsOf({ ...base(), 'cfg/pages/index.json': index, 'cfg/pages/later.json': b })).toEqual([
      `cfg/pages/later.json:${locate(b, '"/c"')} /canonicalPath canonical path "/c" must match the route "/b"`,
      `cfg/pages/later.json:${locate(b, '"/homepay/"')} /analyticsPageId analytics page id "/homepay" is already used by cfg/pages/index.json`,
    ]);
  });

  it('allows ad slots only on the pages the product allows, and only defined slots in blocks', async () => {
    const slot = { id: 'top', adUnitPath: '/21900001/homepay/top', sizes: [[728, 90]], audience: 'everyone' };
    const caregivers = json(page('/caregivers', { adSlots: [slot] }));
    const calculator = json(
      page('/nanny-tax-calculator', { adSlots: [slot], blocks: [{ type: 'ad-slot', slot: 'bottom' }] }),
    );
    const problems = await problemsOf({
      ...base(),
      'cfg/pages/caregivers.json': caregivers,
      'cfg/pages/calc.json': calculator,
    });
    expect(problems).toEqual([
      `cfg/pages/calc.json:${locate(calculator, '"bottom"')} /blocks/0/slot ad slot "bottom" is not defined in this page's adSlots (defined: top)`,
      `cfg/pages/caregivers.json:${locate(caregivers, '[', '"adSlots"')} /adSlots ad slots are only allowed on /, /sample-nanny-contract, /nanny-tax-calculator, /sample-senior-care-contract; remove them from /caregivers`,
    ]);
  });

  it("requires ad unit paths under the ad server's network code from site.json", async () => {
    const home = json(
      page('/', {
        adSlots: [{ id: 'top', adUnitPath: '/12345/homepay/top', sizes: [[728, 90]], audience: 'everyone' }],
      }),
    );
    expect(await problemsOf({ ...base(), 'cfg/pages/index.json': home })).toEqual([
      `cfg/pages/index.json:${locate(home, '"/12345/homepay/top"')} /adSlots/0/adUnitPath ad unit path "/12345/homepay/top" must start with the ad server's network code: /21900001/ (site.json adServer.networkCode)`,
    ]);
  });

  it('refuses a link switched by a flag that is not an on/off flag of site.json', async () => {
    const text = json(
      page('/a', {
        blocks: [
          {
            type: 'hero',
            heading: 'H',
            lead: 'L',
            primaryAction: { label: 'Refer', href: '/referral', flag: 'referal' },
          },
        ],
      }),
    );
    const problems = await problemsOf({ ...base(), 'cfg/pages/a.json': text });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      new RegExp(
        `^cfg/pages/a\\.json:${locate(text, '"referal"')} /blocks/0/primaryAction/flag unknown flag "referal"; links can be switched by: .*referrals`,
      ),
    );
  });

  it('flags a misspelt brand token', async () => {
    const text = json(page('/a', { title: 'About {prodct} payroll' }));
    expect(await problemsOf({ ...base(), 'cfg/pages/a.json': text })).toEqual([
      `cfg/pages/a.json:${locate(text, '"About')} /title unknown token {prodct} (did you mean {product}?); known tokens: {product}, {brandName}, {phone}, {email}, {yearEndFee}`,
    ]);
  });

  it('fills tokens given from outside the config, lists them after the brand tokens and never lets them replace one', async () => {
    const text = json(page('/a', { title: 'Taxes in {taxYear} for {product} from {threshold}' }));
    const files = memoryFileSystem({ ...base(), 'cfg/pages/a.json': text });
    const result = await loadSiteModel('cfg', files, { tokens: { taxYear: '2031', product: 'not-the-brand' } });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map(formatProblem)).toEqual([
      `cfg/pages/a.json:${locate(text, '"Taxes')} /title unknown token {threshold}; known tokens: {product}, {brandName}, {phone}, {email}, {yearEndFee}, {taxYear}`,
    ]);
    const fixed = memoryFileSystem({
      ...base(),
      'cfg/pages/a.json': json(page('/a', { title: 'Taxes in {taxYear} for {product}' })),
    });
    const model = await loadSiteModel('cfg', fixed, { tokens: { taxYear: '2031', product: 'not-the-brand' } });
    expect(model.ok && model.value.pages.find((p) => p.route === '/a')?.title).toBe('Taxes in 2031 for care');
  });

  it('reports a missing site.json and an unknown shared collection without crashing', async () => {
    const problems = await problemsOf({ 'cfg/pages/index.json': json(page('/')), 'cfg/shared/widgets/x.json': '{}' });
    expect(problems).toContainEqual(expect.stringContaining('site.json is missing'));
    expect(problems).toContainEqual(
      'cfg/shared/widgets/x.json:1:1 / unknown shared collection "widgets"; known collections: benefit-lists, feature-blocks, impression-quotes, option-lists, reviews, service-groups, social-ratings, state-guides, state-maps, testimonials (a new one needs schemas/shared/widgets.schema.json and npm run gen)',
    );
  });

  it('checks text as visitors get it: tokens filled in before lengths and link formats', async () => {
    const linkWithToken = json(
      page('/a', {
        blocks: [
          { type: 'hero', heading: 'Call us', lead: 'Any time', primaryAction: { label: 'Call', href: 'tel:{phone}' } },
        ],
      }),
    );
    expect(await problemsOf({ ...base(), 'cfg/pages/a.json': linkWithToken })).toEqual([]);
    const longTitle = json(page('/b', { title: `${'x'.repeat(60)} {brandName}` }));
    expect(await problemsOf({ ...base(), 'cfg/pages/b.json': longTitle })).toEqual([
      `cfg/pages/b.json:${locate(longTitle, '"xxx')} /title must NOT have more than 70 characters`,
    ]);
  });
});
