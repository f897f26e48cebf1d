/**
 * The site in two languages, as search engines and visitors meet it: every page and its translation name each
 * other (hreflang, reciprocal, with x-default), the sitemap lists both with their alternates, a URL always shows
 * the same language whatever the browser's Accept-Language or cookies say, and a Spanish guide gives the same
 * figures as the English one.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { loadSite } from './site';

const site = await loadSite();
const [spanish] = site.editions;
const origin = new URL(site.site.baseUrl).origin;
const pathOf = (url: string) => new URL(url).pathname.replace(/(.)\/$/, '$1');

/** The hreflang links of a document, as { hreflang: path }. */
function alternatesIn(html: string): Record<string, string> {
  const links: Record<string, string> = {};
  for (const [tag] of html.matchAll(/<link[^>]*rel="alternate"[^>]*>/g)) {
    const hreflang = /hreflang="([^"]+)"/i.exec(tag)?.[1];
    const href = /href="([^"]+)"/.exec(tag)?.[1];
    if (hreflang && href) links[hreflang] = pathOf(href);
  }
  return links;
}

async function documentOf(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const response = await request.get(path, { headers, maxRedirects: 0 });
  return { status: response.status(), html: await response.text(), headers: response.headers() };
}

const langOf = (html: string) => /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];

test.describe('the site in Spanish', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1280, 'the same documents at every width');

  test('every translated page and its English twin name each other, with x-default on the English', async ({
    request,
  }) => {
    expect(spanish?.pages.length ?? 0).toBeGreaterThan(50);
    for (const [english, translated] of spanish?.twins ?? []) {
      const expected = { 'en-US': english === '/' ? '/' : english, 'es-US': translated, 'x-default': english };
      for (const [path, lang] of [
        [english, 'en'],
        [translated, 'es'],
      ] as const) {
        const { status, html } = await documentOf(request, path);
        expect(status, path).toBe(200);
        expect(langOf(html), path).toBe(lang);
        expect(alternatesIn(html), path).toEqual(expected);
      }
    }
  });

  test('a page published only in English names no alternate language', async ({ request }) => {
    const untranslated = site.pages.find(
      (page) => page.blocks.length > 0 && !spanish?.twins.has(page.route) && page.collection === undefined,
    );
    expect(untranslated).toBeDefined();
    const { html } = await documentOf(request, untranslated?.route ?? '/');
    expect(alternatesIn(html)).toEqual({});
  });

  test('the sitemap lists each language version with all of its alternates, and every URL answers', async ({
    request,
  }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = '']) => ({
      loc: pathOf(/<loc>([^<]+)<\/loc>/.exec(body)?.[1] ?? ''),
      alternates: Object.fromEntries(
        [...body.matchAll(/<xhtml:link[^>]*hreflang="([^"]+)"[^>]*href="([^"]+)"/g)].map(([, lang = '', href = '']) => [
          lang,
          pathOf(href),
        ]),
      ),
    }));
    const cuidadores = entries.find((entry) => entry.loc === '/es/cuidadores');
    expect(cuidadores?.alternates).toEqual({
      'en-US': '/caregivers',
      'es-US': '/es/cuidadores',
      'x-default': '/caregivers',
    });
    expect(entries.find((entry) => entry.loc === '/caregivers')?.alternates).toEqual(cuidadores?.alternates);
    // Pages kept out of search stay out in Spanish too.
    expect(entries.map((entry) => entry.loc)).not.toContain('/es/iniciar-sesion');
    for (const { loc } of entries) expect((await request.get(loc, { maxRedirects: 0 })).status(), loc).toBe(200);
  });

  test('Accept-Language and cookies never change what a URL shows, nor redirect it', async ({ request }) => {
    const asks: Array<Record<string, string>> = [
      { 'accept-language': 'es-US,es;q=0.9' },
      { 'accept-language': 'es' },
      { 'accept-language': 'en-US,en;q=0.9' },
      { cookie: 'NEXT_LOCALE=es; lang=es' },
    ];
    for (const path of ['/', '/caregivers', '/es', '/es/cuidadores', '/es/impuestos-por-estado/texas']) {
      const plain = await documentOf(request, path);
      for (const headers of asks) {
        const asked = await documentOf(request, path, headers);
        expect(asked.status, `${path} ${JSON.stringify(headers)}`).toBe(200);
        expect(langOf(asked.html)).toBe(langOf(plain.html));
        expect(asked.headers['etag']).toBe(plain.headers['etag']);
      }
    }
  });
});

test('a visitor moves between a page and its translation with the link at the top', async ({ page }) => {
  await page.goto('/caregivers');
  await page.getByRole('link', { name: 'Ver en español' }).click();
  await expect(page).toHaveURL(/\/es\/cuidadores$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'View in English' }).click();
  await expect(page).toHaveURL(/\/caregivers$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a Spanish page sends enrollment in Spanish and links to Spanish pages where they exist', async ({ page }) => {
  await page.goto('/es');
  const hrefs = await page
    .locator('main a[href]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const enrollment = hrefs.filter((href) => href.startsWith('/app/hp-enrollment'));
  expect(enrollment.length).toBeGreaterThan(0);
  for (const href of enrollment) expect(new URL(href, origin).searchParams.get('lang'), href).toBe('es');
  expect(hrefs).not.toContain('/caregivers');
});

for (const state of ['texas', 'new-york']) {
  test(`the Spanish ${state} guide reads in Spanish and gives the English guide's figures`, async ({ page }) => {
    const amounts = async () => (await page.getByRole('main').innerText()).match(/\$[\d,]+(\.\d\d)?/g) ?? [];
    await page.goto(`/nanny-taxes/${state}`);
    const english = await amounts();
    const englishHeadings = await page.getByRole('main').getByRole('heading', { level: 2 }).allInnerTexts();
    await page.goto(`/es/impuestos-por-estado/${state}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText('Impuestos');
    // Every section heading is in Spanish: none is the English page's, and there are as many.
    const spanishHeadings = await page.getByRole('main').getByRole('heading', { level: 2 }).allInnerTexts();
    expect(spanishHeadings).toHaveLength(englishHeadings.length);
    expect(spanishHeadings.filter((heading) => englishHeadings.includes(heading))).toEqual([]);
    expect(english.length).toBeGreaterThan(10);
    expect(await amounts()).toEqual(english);
  });
}
