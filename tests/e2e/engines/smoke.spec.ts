/**
 * The smoke set in the engines besides Chromium (docs/browsers.md): Firefox ESR (Puppeteer over WebDriver BiDi) and
 * WebKitGTK (WebdriverIO through WebKitWebDriver under Xvfb), each at 375 and 1280 px. Every sitemap route loads with
 * a clean console, nothing is wider than a 375 px screen, the calculator answers, a member signs in from the header or
 * the mobile menu, and with script off. The Playwright projects `firefox` and `webkit` run this file; Chromium's
 * projects do not (they run the full suite).
 */
import { test as base, expect } from '@playwright/test';
import { en } from '@/components/calculator/messages/en-US';
import { money, resultRows } from '@/components/calculator/model/result-rows';
import { cli } from '../calculator-helpers';
import { overflowingInPage } from '../fit';
import {
  HYDRATED,
  markField,
  markVisible,
  visibleText,
  type Engine,
  type EngineOptions,
  type EnginePage,
} from './engine';
import { startFirefox } from './firefox';
import { startWebKit } from './webkit';

const test = base.extend<
  { open: (width: number, javaScript?: boolean) => Promise<EnginePage> },
  EngineOptions & { engine: Engine }
>({
  engineName: ['firefox', { option: true, scope: 'worker' }],
  engine: [
    async ({ engineName }, provide) => {
      const engine = engineName === 'firefox' ? await startFirefox() : await startWebKit();
      await provide(engine);
      await engine.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  open: async ({ engine, baseURL }, provide) => {
    const pages: EnginePage[] = [];
    await provide(async (width, javaScript = true) => {
      const page = await engine.open({ width, javaScript, baseURL: baseURL ?? '' });
      pages.push(page);
      return page;
    });
    for (const page of pages) await page.close();
  },
});

const IDENTITY_PROVIDER = process.env.OIDC_ISSUER ?? 'the identity provider';
// playwright.config.ts's baseURL, for the messages that name the site's own addresses.
const SITE = `http://127.0.0.1:${process.env.E2E_PORT ?? 3210}`;

/**
 * What the test setup itself causes, not the site. The tests browse http://127.0.0.1 (one origin everywhere, see
 * sign-in.spec.ts). Amplitude's SDK finds the cookie domain by writing a test cookie (AMP_TLDTEST) one domain level at
 * a time; on an IP address every level ("0.1", "0.0.1", "127.0.0.1") is refused, and Firefox says so on the console as
 * an error. On the site's real hostname (www.example.com) the first level it tries, example.com, is writable. The
 * local identity provider stand-in (local/identity) serves no favicon: it is not the site, and the real provider is
 * another service.
 */
const SETUP_ONLY: ReadonlyArray<(problem: string) => boolean> = [
  (problem) => problem.includes('Cookie “AMP_TLDTEST” has been rejected for invalid domain'),
  (problem) => problem.includes(`${IDENTITY_PROVIDER}/favicon.ico`),
  // WebKit logs a fetch cancelled by leaving the page as "cannot load ... due to access control checks". Safari has no
  // requestIdleCallback, so the analytics runtime starts 1.5 s after the page is up (services/analytics/load-runtime.ts)
  // and asks for /api/public-config; the tests move on sooner than a reader does. A same-origin request has no access
  // control checks to fail.
  (problem) => problem.includes(`Fetch API cannot load ${SITE}/`) && problem.endsWith('due to access control checks.'),
];

/** Fails the test on any problem but those the test setup itself causes. */
function expectNone(all: string[], what: string): void {
  expect(
    all.filter((problem) => !SETUP_ONLY.some((setupOnly) => setupOnly(problem))),
    what,
  ).toEqual([]);
}

/** The site's routes as its sitemap lists them (the public base URL there is the build's; the paths are what count). */
async function sitemapPaths(baseURL: string): Promise<string[]> {
  const xml = await (await fetch(new URL('/sitemap.xml', baseURL))).text();
  const paths = Array.from(xml.matchAll(/<loc>([^<]+)<\/loc>/g), (match) => new URL(match[1] ?? '/').pathname);
  expect(paths.length, 'routes in the sitemap').toBeGreaterThan(10);
  return paths;
}

let marks = 0;

/** Clicks the one visible element of `selector` whose text is `text` (or matches `pattern`), as a visitor would. */
async function clickNamed(page: EnginePage, selector: string, name: { text: string } | { pattern: string }) {
  const target = await page.evaluate(markVisible, { selector, ...name, mark: String(++marks) });
  expect(target, `the one visible ${selector} named ${JSON.stringify(name)}`).toMatch(/^\[data-smoke=/);
  await page.click(target);
}

async function typeInto(page: EnginePage, label: string, value: string): Promise<void> {
  const target = await page.evaluate(markField, { text: label, mark: String(++marks) });
  expect(target, `the field "${label}"`).toMatch(/^\[data-smoke=/);
  await page.type(target, value);
}

async function waitForUrl(page: EnginePage, predicate: (url: URL) => boolean, what: string): Promise<void> {
  await expect.poll(async () => predicate(new URL(await page.url())), { message: what, timeout: 20_000 }).toBe(true);
  await page.settle();
}

/**
 * The identity provider's login form (the local stand-in's interaction page) with the test member's login and
 * password; answers what the site's pages logged before the visitor left them.
 */
async function logIn(page: EnginePage, baseURL: string): Promise<void> {
  await waitForUrl(page, (url) => url.origin !== new URL(baseURL).origin, "the identity provider's login page");
  await page.type('input[name="login"]', 'client');
  await page.type('input[name="password"]', 'password');
  await clickNamed(page, 'button', { text: 'Sign in' });
}

/** Where the account is shown: the header's bar, or (960 px and narrower) the mobile menu's "Account" group. */
const account = (width: number) => (width <= 960 ? '[aria-label="Account"]' : 'header');

for (const width of [375, 1280]) {
  test.describe(`${width} px`, () => {
    // One engine per worker; each test opens its own page with fresh cookies.
    test.describe.configure({ mode: 'default' });

    test(
      width === 375
        ? 'every sitemap route answers 200, loads with a clean console and is no wider than the 375 px screen'
        : 'every sitemap route answers 200 and loads with a clean console',
      async ({ open, baseURL }) => {
        // Every route of the sitemap, in both languages (about 130): a few seconds each in WebKit under Xvfb.
        test.setTimeout(420_000);
        const page = await open(width);
        const problems: string[] = [];
        for (const path of await sitemapPaths(baseURL ?? '')) {
          const status = await page.goto(path);
          if (status !== 200) problems.push(`${path}: HTTP ${status}`);
          problems.push(...(await page.takeProblems()));
          if (width !== 375) continue;
          // What tests/e2e/fit.spec.ts checks in Chromium: the page is the screen's width, and nothing sticks out.
          const pageWidth = await page.evaluate(() => document.documentElement.clientWidth, null);
          if (pageWidth !== 375) problems.push(`${path}: the page is ${pageWidth} px wide on a 375 px screen`);
          for (const element of await page.evaluate(overflowingInPage, null))
            problems.push(`${path}: wider than the screen: ${element}`);
        }
        expectNone(problems, 'console errors, failed requests, policy violations and overflow, by route');
      },
    );

    test('the calculator answers a typed pay', async ({ open }) => {
      const page = await open(width);
      // A marketer's pre-filled link picks the state; the visitor types the pay.
      await page.goto('/nanny-tax-calculator?state=TX');
      await expect
        .poll(() => page.evaluate(markField, { text: 'Hourly rate', mark: 'rate' }), { timeout: 20_000 })
        .toMatch(/^\[data-smoke=/);
      await typeInto(page, 'Hourly rate', '30');
      await typeInto(page, 'Same hours each weekday', '7');
      // The calculator takes today as the pay date; so does the tax engine's CLI here.
      const today = new Date();
      const expected = cli({
        taxYear: today.getFullYear(),
        payDate: [today.getFullYear(), today.getMonth() + 1, today.getDate()]
          .map((part) => String(part).padStart(2, '0'))
          .join('-'),
        state: 'TX',
        payFrequency: 'weekly',
        hourly: { rate: 30, hoursByDay: [0, 7, 7, 7, 7, 7, 0] },
      });
      const rows = () =>
        page.evaluate(
          () =>
            Array.from(document.querySelectorAll('#calculator table tr'), (row) =>
              (row instanceof HTMLElement ? row.innerText : '').replace(/\s+/g, ' ').trim(),
            ),
          null,
        );
      for (const line of resultRows(expected, 'budget', en)) {
        const amounts = `${money(line.perPeriod)} ${money(line.annual)}`;
        await expect
          .poll(async () => (await rows()).some((row) => row.includes(line.label) && row.endsWith(amounts)), {
            message: `the row "${line.label}" shows ${amounts}`,
            timeout: 20_000,
          })
          .toBe(true);
      }
      expectNone(await page.takeProblems(), 'console errors while calculating');
    });

    test(`a member signs in from ${width <= 960 ? "the mobile menu's" : "the header's"} "Sign in" and is greeted`, async ({
      open,
      baseURL,
    }) => {
      const page = await open(width);
      await page.goto('/caregivers?rx=spring');
      if (width <= 960) await clickNamed(page, 'header button', { text: 'Menu' });
      await clickNamed(page, `${account(width)} a`, { text: 'Sign in' });
      const problems = await page.takeProblems();
      await logIn(page, baseURL ?? '');
      await waitForUrl(page, (url) => url.origin === new URL(baseURL ?? '').origin, 'back on the site');
      expect(await page.url(), 'back on the page the member left, query and all').toBe(
        new URL('/caregivers?rx=spring', baseURL).toString(),
      );
      if (width <= 960) await clickNamed(page, 'header button', { text: 'Menu' });
      await expect.poll(() => page.evaluate(visibleText, account(width)), { timeout: 15_000 }).toContain('Hi, Maria');
      expect(await page.evaluate(visibleText, account(width))).toContain('Your account');
      problems.push(...(await page.takeProblems()));
      expectNone(problems, 'console errors during sign-in');
    });

    test('with script off, a member finds "Sign in", signs in and comes back signed in', async ({ open, baseURL }) => {
      const page = await open(width, false);
      await page.goto('/caregivers');
      expect(await page.evaluate((s) => !!document.querySelector(s), HYDRATED), 'no script ran').toBe(false);
      // The one visible "Sign in": the bar's, or on a phone the links the header shows when the menu cannot open.
      await clickNamed(page, 'a', { text: 'Sign in' });
      await waitForUrl(page, (url) => url.pathname !== '/caregivers', 'the sign-in page');
      // The site's sign-in page, then on to the identity provider by its button or link.
      await clickNamed(page, 'form button, main a', { pattern: '^(Sign in with|Continue to sign in)' });
      const problems = await page.takeProblems();
      try {
        await expect
          .poll(async () => new URL(await page.url()).origin, {
            message: 'on to the identity provider',
            timeout: 15_000,
          })
          .toBe(new URL(IDENTITY_PROVIDER).origin);
      } catch (error) {
        // Stopped on the way: what the browser said about it is the failure to report (a known bug or not).
        expectNone(
          [...problems, ...(await page.takeProblems())],
          'the way from the sign-in page to the identity provider',
        );
        throw error;
      }
      await logIn(page, baseURL ?? '');
      await waitForUrl(page, (url) => url.origin === new URL(baseURL ?? '').origin, 'back on the site');
      problems.push(...(await page.takeProblems()));
      // Pages greet a member with script; without it the session is there for every request: the site says so.
      await page.goto('/api/auth/session');
      expect(await page.evaluate(visibleText, 'body'), 'the session').toContain('Maria');
      problems.push(...(await page.takeProblems()));
      expectNone(problems, 'console errors during sign-in');
    });
  });
}
