import { expect, test } from './fixtures';
import { loadSite } from './site';

const site = await loadSite();

test('expandable text is collapsed to 120 px until the visitor asks for the rest', async ({ page }) => {
  await page.goto('/caregivers');
  const button = page.getByRole('main').getByRole('button', { name: 'Read more' }).first();
  const controlled = await button.getAttribute('aria-controls');
  const content = page.locator(`[id="${controlled}"]`);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  expect((await content.boundingBox())?.height).toBeLessThanOrEqual(120);
  await button.click();
  await expect(page.getByRole('main').getByRole('button', { name: 'Show less' }).first()).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  expect((await content.boundingBox())?.height).toBeGreaterThan(120);
});

test('an FAQ answer opens under its question', async ({ page }) => {
  await page.goto('/nanny-tax-calculator');
  // The FAQ's items (their summaries hold the question as a heading), not the calculator's "Advanced" part.
  const item = page.getByRole('main').locator('details:has(summary h3)').first();
  const answer = item.locator(':scope > :not(summary)').first();
  await expect(item).not.toHaveAttribute('open', '');
  await expect(answer).toBeHidden();
  await item.locator('summary').click();
  await expect(item).toHaveAttribute('open', '');
  await expect(answer).toBeVisible();
  await item.locator('summary').press('Enter');
  await expect(answer).toBeHidden();
});

test('the enrollment call to action carries the "have you hired?" answer', async ({ page }) => {
  await page.goto('/');
  const main = page.getByRole('main');
  await main.getByRole('radio', { name: 'Yes' }).check();
  const link = main.getByRole('link', { name: /enroll|get started|sign up|start/i }).last();
  const withYes = new URL((await link.getAttribute('href')) ?? '', 'http://x');
  expect(withYes.pathname).toBe(site.site.enrollment.signupPath);
  expect(withYes.searchParams.get('hired')).toBe('yes');
  await main.getByRole('radio', { name: 'Not yet' }).check();
  const withNo = new URL((await link.getAttribute('href')) ?? '', 'http://x');
  expect(withNo.searchParams.get('hired')).toBe('no');
});

test('the partner call to action goes to the partner enrollment page, forces hired=yes and names the partner', async ({
  page,
}) => {
  await page.goto('/partners');
  const hrefs = await page
    .getByRole('main')
    .locator(`a[href^="${site.site.enrollment.partnerTaxesPath}"]`)
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const withPartner = hrefs.map((href) => new URL(href, 'http://x')).find((url) => url.searchParams.has('partner'));
  expect(withPartner?.searchParams.get('hired')).toBe('yes');
});
