/**
 * What a new visitor sees on every route at 375 and 1280 px: a real page
 * (a heading and real content), links that lead somewhere, numbers that add
 * up, no empty ad boxes, one left edge and no gap above the footer.
 * Full-page screenshots of every route are kept in test-results/screenshots/.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { averageRating, formatRating } from '@/components/blocks/rating';
import { ogImagePath, ogImageSlug } from '@/engine/metadata';
import { loadSite, pagesToVisit } from './site';

const site = await loadSite();
const everyReview = site.shared.all('reviews');
const MIN_MAIN_TEXT = 300;

/** Where each section's content starts (one value when they share a left edge), and the space between main and the footer. */
function layoutOf(browser: Page) {
  return browser.evaluate(() => {
    const lefts = [...document.querySelectorAll('main > section')].flatMap((section) => {
      const container = section.querySelector(':scope > div');
      return container
        ? [Math.round(container.getBoundingClientRect().left + parseFloat(getComputedStyle(container).paddingLeft))]
        : [];
    });
    const mainBottom = document.querySelector('main')?.getBoundingClientRect().bottom ?? 0;
    const footerTop = document.querySelector('footer')?.getBoundingClientRect().top ?? 0;
    return { lefts: [...new Set(lefts)], gap: Math.round(footerTop - mainBottom) };
  });
}

for (const page of pagesToVisit(site)) {
  test(`${page.route}: a heading, at least ${MIN_MAIN_TEXT} characters of content, no ad box, one left edge, no gap above the footer`, async ({
    page: browser,
  }, testInfo) => {
    await browser.goto(page.route);
    const main = browser.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await main.innerText()).replace(/\s+/g, ' ').trim().length).toBeGreaterThanOrEqual(MIN_MAIN_TEXT);
    await expect(browser.locator('[data-ad-slot]')).toHaveCount(0);
    await expect(browser.getByRole('region', { name: 'Advertisement' })).toHaveCount(0);

    expect(await layoutOf(browser), page.route).toEqual({ lefts: [expect.any(Number)], gap: 0 });
    await browser.screenshot({
      path: `test-results/screenshots/${testInfo.project.name}/${ogImageSlug(page.route)}.png`,
      fullPage: true,
    });
  });
}

test('at 768 px too, every route keeps one left edge and no gap above the footer', async ({ page: browser }) => {
  test.skip(test.info().project.name !== 'desktop-1280', 'one tablet width is enough');
  // Every page in both languages (the sampled state guides too), each laid out and captured whole: on a loaded 2-core
  // machine that passes the default minute of a test.
  test.setTimeout(180_000);
  await browser.setViewportSize({ width: 768, height: 1024 });
  for (const page of pagesToVisit(site)) {
    await browser.goto(page.route);
    expect(await layoutOf(browser), page.route).toEqual({ lefts: [expect.any(Number)], gap: 0 });
    await browser.screenshot({
      path: `test-results/screenshots/tablet-768/${ogImageSlug(page.route)}.png`,
      fullPage: true,
    });
  }
});

test('every internal link on every page answers 200, or redirects to a page that does', async ({
  page: browser,
  request,
}) => {
  test.skip(test.info().project.name !== 'desktop-1280', 'links are the same at every width');
  // A crawl of every page (69 with the state guides) and each link it finds, not one visitor's step: on a loaded
  // 2-core machine it takes about a minute, the default limit of a test.
  test.setTimeout(180_000);
  const checked = new Map<string, number>();
  for (const page of site.pages) {
    await browser.goto(page.route);
    const hrefs = await browser
      .locator('a[href]')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    for (const href of new Set(hrefs)) {
      if (href.startsWith('#')) {
        if (href.length > 1) await expect(browser.locator(href), `${page.route} links to ${href}`).toHaveCount(1);
        continue;
      }
      // tel:, mailto: and other sites are not ours; /app/ is the enrollment app, another system with its own base URL.
      if (!href.startsWith('/') || href.startsWith('//') || href.startsWith('/app/')) continue;
      const path = href.split('#')[0] ?? href;
      if (checked.has(path)) continue;
      const response = await request.get(path, { maxRedirects: 0 });
      let status = response.status();
      // A redirect (a moved page, or an action such as starting sign-in) counts by where it ends.
      if (status >= 300 && status < 400) status = (await request.get(path)).status();
      checked.set(path, status);
    }
  }
  const broken = [...checked].filter(([, status]) => status !== 200);
  expect(broken).toEqual([]);
  // Every page is linked from somewhere (navigation, footer, calls to action).
  expect(checked.size).toBeGreaterThanOrEqual(site.pages.length);
});

test('each review summary is the mean and count of the reviews it links to, and leads to them', async ({
  page: browser,
}) => {
  const pagesWithReviews = site.pages.filter((page) => page.blocks.some((block) => block.type === 'reviews'));
  expect(pagesWithReviews.length).toBeGreaterThan(0);
  for (const page of pagesWithReviews) {
    await browser.goto(page.route);
    const summary = browser.getByRole('main').getByRole('link', { name: /average of the \d+ reviews below/ });
    await expect(summary.first()).toBeVisible();
    for (const link of await summary.all()) {
      const target = (await link.getAttribute('href')) ?? '';
      expect(target).toMatch(/^#/);
      const names = await browser.locator(`${target} > li`).allInnerTexts();
      const listed = everyReview.filter((review) => names.some((text) => text.trim().endsWith(review.name)));
      expect(listed, `${page.route}: the reviews under ${target}`).toHaveLength(names.length);
      const average = averageRating(listed.map((review) => review.rating));
      await expect(link).toHaveAccessibleName(
        `Rated ${formatRating(average ?? 0)} out of 5 average of the ${listed.length} reviews below`,
      );
      await link.click();
      await expect(browser).toHaveURL(new RegExp(`${target}$`));
      await expect(browser.locator(target)).toBeInViewport();
    }
  }
});

test('every page has its own Open Graph card, drawn at build time', async ({ page: browser, request }) => {
  for (const page of pagesToVisit(site)) {
    await browser.goto(page.route);
    const content = await browser.locator('meta[property="og:image"]').getAttribute('content');
    expect(new URL(content ?? '').pathname).toBe(ogImagePath(page.route));
    const image = await request.get(ogImagePath(page.route));
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    expect((await image.body()).length).toBeGreaterThan(5_000);
  }
});

test('the footer names the company: address, phone, e-mail, terms of use and privacy policy', async ({
  page: browser,
}) => {
  await browser.goto('/');
  const footer = browser.getByRole('contentinfo');
  const { address, phone, email } = site.site.brand;
  await expect(footer.locator('address')).toContainText(`${address.city}, ${address.region} ${address.postalCode}`);
  await expect(footer.getByRole('link', { name: phone })).toBeVisible();
  await expect(footer.getByRole('link', { name: email })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Terms of use' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Privacy policy' })).toBeVisible();
});
