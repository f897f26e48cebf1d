import { expect, test } from './fixtures';
import { loadSite } from './site';

const site = await loadSite();

test('a URL with more than one "?" is redirected with 302 to its normalised form', async ({ request }) => {
  const response = await request.get('/caregivers?rx=spring?utm_source=mail?x=1', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(new URL(response.headers().location ?? '', 'http://base').pathname).toBe('/caregivers');
  expect(new URL(response.headers().location ?? '', 'http://base').search).toBe('?rx=spring&utm_source=mail&x=1');
});

test('a normal query string is served as is', async ({ request }) => {
  const response = await request.get('/caregivers?rx=spring&utm_source=mail', { maxRedirects: 0 });
  expect(response.status()).toBe(200);
});

test('an unknown route gets the 404 page inside the site shell', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText("We can't find that page");
  await expect(page.getByRole('banner')).toContainText(site.site.brand.displayName);
  await expect(page.getByRole('contentinfo')).toContainText(site.site.brand.phone);
  await expect(page.getByRole('main').getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
});

test('while the calculator-downtime flag is on, the calculator goes to /downtime, the Spanish one to its own', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'hp-flags', value: 'calculator-downtime=true', url: baseURL ?? '' }]);
  await page.goto('/nanny-tax-calculator');
  await expect(page).toHaveURL(/\/downtime$/);
  await page.goto('/es/calculadora-de-impuestos');
  await expect(page).toHaveURL(/\/es\/calculadora-no-disponible$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'La calculadora de impuestos de niñeras volverá en breve',
  );
  await context.clearCookies();
  await page.goto('/nanny-tax-calculator');
  await expect(page).toHaveURL(/\/nanny-tax-calculator$/);
  await page.goto('/es/calculadora-de-impuestos');
  await expect(page).toHaveURL(/\/es\/calculadora-de-impuestos$/);
});

test('sitemap.xml lists the pages with content and robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const page of site.pages.filter((p) => p.blocks.length > 0 && !site.site.routes.notIndexed.includes(p.route))) {
    expect(sitemap).toContain(`<loc>${new URL(page.canonicalPath, site.site.baseUrl).toString()}</loc>`);
  }
  expect(sitemap).not.toContain('/downtime');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${new URL('/sitemap.xml', site.site.baseUrl).toString()}`);
});

test('the sample contracts download as PDF files', async ({ request }) => {
  for (const path of ['/contracts/sample-nanny-contract.pdf', '/contracts/sample-senior-care-contract.pdf']) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
  }
});

test('a page carries its build-time ETag, and a browser that has that version gets a 304 with the page policy', async ({
  request,
  page,
}) => {
  const first = await request.get('/caregivers');
  const etag = first.headers().etag;
  expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
  expect(first.headers()['cache-control']).toContain('s-maxage');
  const body = await first.text();

  const again = await request.get('/caregivers', { headers: { 'if-none-match': etag ?? '' } });
  expect(again.status()).toBe(304);
  expect(await again.text()).toBe('');
  expect(again.headers()['content-security-policy']).toContain("script-src 'self' 'sha256-");

  const changed = await request.get('/caregivers', { headers: { 'if-none-match': '"an-older-version"' } });
  expect(changed.status()).toBe(200);
  expect(await changed.text()).toBe(body);

  // Each page its own tag; the payload client navigation fetches has none of the page's.
  expect((await request.get('/partners')).headers().etag).not.toBe(etag);
  expect((await request.get('/caregivers', { headers: { rsc: '1' } })).headers().etag).toBeUndefined();

  // A browser reloading the page asks with that tag (the server's 304 then lets it show its cached copy).
  await page.goto('/caregivers');
  const reload = await page.reload();
  expect((await reload?.request().allHeaders())?.['if-none-match']).toBe(etag);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
