import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';

// The registry has one entry per block folder (a unit test holds them together), so the folders say what the gallery must list.
const blockTypes = readdirSync(join(process.cwd(), 'components', 'blocks'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

test('the block gallery is off in production unless its flag is on', async ({ request }) => {
  expect((await request.get('/dev/blocks')).status()).toBe(404);
});

test('the gallery lists every registered block and renders each fixture without console errors', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'hp-flags', value: 'block-gallery=true', url: baseURL ?? '' }]);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/dev/blocks');
  await expect(page.getByRole('heading', { level: 1, name: 'Block gallery' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  const listed = await page.getByRole('navigation', { name: 'Block types' }).getByRole('link').allTextContents();
  expect(listed).toEqual(blockTypes);
  for (const type of blockTypes) {
    const section = page.locator(`section[data-gallery-type="${type}"]`);
    await expect(section.locator(`#block-${type}-heading`)).toHaveText(type);
    const examples = section.locator('[data-gallery-example]');
    expect(await examples.count()).toBeGreaterThan(0);
    for (const example of await examples.all()) {
      // Something rendered, or the note saying why not (an ad slot without an ad server), and its JSON is the block of that type.
      const rendered =
        (await example.locator(':scope > div').first().locator(':scope > div').first().innerHTML()).length > 0;
      expect(rendered || (await example.locator('[data-gallery-empty-note]').isVisible())).toBe(true);
      if (type !== 'ad-slot') expect(rendered).toBe(true);
      expect(JSON.parse((await example.locator('pre').textContent()) ?? '')).toMatchObject({ type });
    }
  }
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test("the gallery's copy button puts an example's JSON on the clipboard", async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL ?? '' });
  await context.addCookies([{ name: 'hp-flags', value: 'block-gallery=true', url: baseURL ?? '' }]);
  await page.goto('/dev/blocks#block-faq');
  const example = page.locator('[data-gallery-example="faq/valid"]');
  await example.getByRole('button', { name: /Copy the JSON of faq/ }).click();
  await expect(example.getByRole('button', { name: /Copy the JSON of faq/ })).toHaveText('Copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(JSON.parse(copied)).toEqual(JSON.parse((await example.locator('pre').textContent()) ?? ''));
});

test('the gallery stays out of search engines: not in the sitemap, disallowed in robots.txt', async ({ request }) => {
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/dev/blocks');
  expect(await (await request.get('/robots.txt')).text()).toContain('Disallow: /dev/blocks');
});
