import { expect, test } from './fixtures';
import { loadSite } from './site';

const site = await loadSite();
/** The path of a script the build wrote (the framework, the site's islands, lazily loaded chunks). */
const SCRIPT_CHUNK = /\/_next\/static\/chunks\/[^/]+\.js$/;

test('navigation sits in the header on desktop and behind a menu at 960 px or less', async ({ page }) => {
  await page.goto('/');
  const width = page.viewportSize()?.width ?? 0;
  const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  const firstLink = site.site.navigation[0];
  if (!firstLink) throw new Error('site.json has no navigation');
  if (width > 960) {
    await expect(menu).toBeHidden();
    await expect(page.getByRole('banner').getByRole('link', { name: firstLink.label })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: site.site.signIn.label })).toBeVisible();
  } else {
    await expect(menu).toBeVisible();
    await menu.click();
    const drawer = page.getByRole('navigation', { name: 'Main' }).last();
    await expect(drawer.getByRole('link', { name: firstLink.label })).toBeVisible();
    // The menu's account: the same sign-in as the desktop bar (its page without script), and enrollment's own link.
    const account = page.getByRole('group', { name: 'Account' });
    await expect(account.getByRole('link', { name: site.site.signIn.label })).toHaveAttribute(
      'href',
      site.site.signIn.href,
    );
    await expect(account.getByRole('link', { name: 'Start enrollment' })).toHaveAttribute(
      'href',
      site.site.enrollment.signupPath,
    );
  }
});

test('the layout switches to mobile at exactly 960 px', async ({ page }) => {
  await page.setViewportSize({ width: 960, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Menu' })).toBeVisible();
  await page.setViewportSize({ width: 961, height: 800 });
  await expect(page.getByRole('banner').getByRole('button', { name: 'Menu' })).toBeHidden();
});

test('the footer shows terms of use, phone and e-mail, and the year-end fee only where pricing is shown', async ({
  page,
}) => {
  await page.goto('/product-and-pricing');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Terms of use' })).toHaveAttribute('href', '/about/terms-of-use/');
  await expect(footer.getByRole('link', { name: site.site.brand.phone })).toBeVisible();
  await expect(footer.getByRole('link', { name: site.site.brand.email })).toHaveAttribute(
    'href',
    `mailto:${site.site.brand.email}`,
  );
  await expect(footer).toContainText(`Year-end tax preparation: $${site.site.footer.yearEndTaxPrepFee} a year.`);
  await page.goto('/caregivers');
  await expect(page.getByRole('contentinfo')).not.toContainText('Year-end tax preparation');
});

test('a page paints before it downloads its scripts, then hydrates', async ({ page }) => {
  await page.goto('/caregivers');
  const timing = await page.evaluate((chunkPath) => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => new RegExp(chunkPath).test(new URL(entry.name).pathname));
    return {
      paint: paint?.startTime ?? null,
      firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
      scripts: scripts.length,
    };
  }, SCRIPT_CHUNK.source);
  expect(timing.paint).not.toBeNull();
  expect(timing.scripts).toBeGreaterThan(0);
  expect(timing.firstScript).toBeGreaterThanOrEqual(timing.paint ?? Number.POSITIVE_INFINITY);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
});

test("every script a page runs, the lazily loaded calculator too, opens with V8's compile hint", async ({ page }) => {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (SCRIPT_CHUNK.test(new URL(request.url()).pathname)) scripts.add(request.url());
  });
  await page.goto('/nanny-tax-calculator');
  await expect(page.getByLabel('State where your caregiver works')).toBeVisible();
  const firstLines = await Promise.all(
    [...scripts].map(async (url) => ({
      url,
      firstLine: (await (await page.request.get(url)).text()).slice(0, 40).split('\n', 1)[0],
    })),
  );
  // The first-load scripts, the analytics runtime and the calculator's own chunks.
  expect(firstLines.length).toBeGreaterThan(8);
  expect(firstLines.filter(({ firstLine }) => firstLine !== '//# allFunctionsCalledOnLoad')).toEqual([]);
});
