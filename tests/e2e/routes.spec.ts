import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { loadSite, pagesToVisit } from './site';

const site = await loadSite();
const withoutTrailingSlash = (url: string) => url.replace(/\/$/, '');

for (const page of pagesToVisit(site)) {
  test.describe(`route ${page.route}`, () => {
    test('serves the configured page, accessible and without console errors', async ({ page: browser }) => {
      const consoleErrors: string[] = [];
      browser.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      browser.on('pageerror', (error) => consoleErrors.push(error.message));

      const response = await browser.goto(page.route);
      expect(response?.status()).toBe(200);
      await expect(browser).toHaveTitle(page.title);
      await expect(browser.locator('html')).toHaveAttribute('lang', page.route.startsWith('/es') ? 'es' : 'en');
      // Next.js writes the site root without its trailing slash; both name the same URL.
      const canonical = await browser.locator('link[rel="canonical"]').getAttribute('href');
      expect(withoutTrailingSlash(canonical ?? '')).toBe(
        withoutTrailingSlash(new URL(page.canonicalPath, site.site.baseUrl).toString()),
      );
      await expect(browser.locator('meta[name="description"]')).toHaveAttribute('content', page.description);

      const main = browser.getByRole('main');
      if (page.blocks.length > 0) {
        await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);
      } else {
        // Empty templates render the site shell only.
        await expect(main).toBeEmpty();
      }
      await expect(browser.getByRole('banner')).toBeVisible();
      await expect(browser.getByRole('contentinfo')).toBeVisible();

      const axe = await new AxeBuilder({ page: browser }).analyze();
      const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual(
        [],
      );

      await browser.waitForLoadState('networkidle');
      expect(consoleErrors).toEqual([]);
    });
  });
}
