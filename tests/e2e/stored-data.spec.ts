/**
 * The privacy policy cannot drift from the code: a walk through the main journeys (a campaign
 * link from another site, the calculator and its math, an enrollment link, sign-in and sign-out,
 * the contact form) fails on any cookie or storage key the site's register does not name.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { STORED_DATA, storedItemFor, type StorageKind } from '@/services/privacy/stored-data';
import { expect, test } from './fixtures';
import { loadSite } from './site';

const product = (await loadSite()).site.brand.product;
/** The local identity provider serves on the same host (127.0.0.1, another port), and cookies ignore ports: its own are its business. */
const IDENTITY_PROVIDER_COOKIE = /^_(session|interaction|interaction_resume|state)(\.|$)/;

async function stored(
  page: Page,
  context: BrowserContext,
  siteOrigin: string,
): Promise<Array<{ kind: StorageKind; name: string }>> {
  const cookies = (await context.cookies(siteOrigin))
    .filter((cookie) => !IDENTITY_PROVIDER_COOKIE.test(cookie.name))
    .map((cookie) => ({ kind: 'cookie' as const, name: cookie.name }));
  if (!page.url().startsWith(siteOrigin)) return cookies;
  const storage = await page.evaluate(() => ({
    local: Object.keys(window.localStorage),
    session: Object.keys(window.sessionStorage),
  }));
  return [
    ...cookies,
    ...storage.local.map((name) => ({ kind: 'localStorage' as const, name })),
    ...storage.session.map((name) => ({ kind: 'sessionStorage' as const, name })),
  ];
}

test('everything the site stores along the main journeys is in the register the privacy policy is built from', async ({
  page,
  context,
  baseURL,
}) => {
  test.skip((page.viewportSize()?.width ?? 0) <= 960, 'one walk is enough; the desktop header signs in from the bar');
  const origin = new URL(baseURL ?? '').origin;
  const seen = new Map<string, { kind: StorageKind; name: string; step: string }>();
  const record = async (step: string) => {
    for (const item of await stored(page, context, origin)) seen.set(`${item.kind}:${item.name}`, { ...item, step });
  };

  await page.goto('/?rx=spring&rx2=mail&irpid=partner-7', {
    referer: 'https://www.search.example/results?q=nanny+taxes',
  });
  await expect
    .poll(async () => (await context.cookies()).map((cookie) => cookie.name))
    .toEqual(expect.arrayContaining(['homepayVisitRx', `${product}DeviceId`, 'homepayReferrer']));
  await record('landing with a campaign');

  await page.goto('/nanny-tax-calculator');
  await page.getByLabel('State where your caregiver works').selectOption('NY');
  await page.getByRole('table').getByRole('button', { name: 'Show the math for Gross wages' }).click();
  await record('the calculator');

  await page.goto('/');
  const cta = page.getByRole('main').locator('section').filter({ hasText: 'Ready to set up payroll' });
  await cta.getByLabel('Not yet').check();
  await cta.getByRole('link', { name: 'Start enrollment' }).click();
  await expect(page.getByText('Local stand-in for the enrollment app')).toBeVisible();
  await record('an enrollment link');

  await page.goto('/caregivers');
  await page.getByRole('group', { name: 'Account' }).getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Login').fill('client');
  await page.getByLabel('Password').fill('password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('group', { name: 'Account' }).getByText('Hi, Maria')).toBeVisible();
  await record('signed in');
  await page.getByRole('group', { name: 'Account' }).getByRole('button', { name: 'Sign out' }).click();
  await page.locator('button[autofocus], button[type="submit"]').first().click();
  await expect(page.getByRole('group', { name: 'Account' }).getByRole('link', { name: 'Sign in' })).toBeVisible();
  await record('signed out');

  await page.goto('/contact');
  await page.getByLabel('Your name').fill('Ana Lopez');
  await page.getByLabel('Your e-mail address').fill('ana@example.com');
  await page.getByLabel('What is your message about?').selectOption({ index: 1 });
  await page.getByLabel('Your message', { exact: true }).fill('When would our first payroll run?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you, Ana Lopez' })).toBeVisible();
  await record('the contact form');

  const unnamed = [...seen.values()].filter((item) => storedItemFor(item.kind, item.name, product) === undefined);
  expect(unnamed.map((item) => `${item.kind} ${item.name} (after ${item.step})`)).toEqual([]);
  // The walk did reach what it means to check: the campaign, the referrer, analytics, sign-in and the breadcrumbs.
  const names = [...seen.values()].map((item) => item.name.replace(/^__(Secure|Host)-/, ''));
  for (const expected of [
    'homepayVisitRx',
    'homepayReferrer',
    `${product}DeviceId`,
    'next-auth.session-token',
    'hp.breadcrumbs',
  ])
    expect(names, expected).toContain(expected);
  expect(names.some((name) => name.startsWith('AMP_'))).toBe(true);
});

test('the privacy policy lists every entry of the register', async ({ page }) => {
  await page.goto('/about/privacy-policy');
  const list = page.getByRole('list', { name: 'What we store in your browser' });
  for (const item of STORED_DATA) {
    const name = item.name.replace('{product}', product);
    await expect(list.getByText(item.match === 'prefix' ? `${name}…` : name, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByRole('main')).not.toContainText('keeps your sign-in session in session storage');
});
