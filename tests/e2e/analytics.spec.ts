/**
 * Analytics end to end in Chromium against the local collector (Amplitude's
 * HTTP API v2) and the enrollment stand-in: a real visit, a call to action
 * through to enrollment, a calculator lead, the tag manager's data layer,
 * and hostile rx values.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import {
  collectedEvents,
  collectorOrigin,
  dataLayer,
  eventTypes,
  pendingCollectorFaults,
  rxCookie,
  setCollectorFault,
} from './analytics-helpers';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

test('a visit: rx cookie, Screen Viewed at the collector with common data, the data layer', async ({
  page,
  context,
}) => {
  await page.goto('/caregivers?rx=spring&rx2=mail%20list&utm_source=x');
  await expect.poll(() => rxCookie(context)).toBe('"spring|mail%20list"');
  const cookie = (await context.cookies()).find((item) => item.name === 'homepayVisitRx');
  expect(cookie).toMatchObject({ path: '/', secure: false });
  // Set for about ten years; Chromium keeps no cookie longer than 400 days.
  expect(((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000).toBeGreaterThan(399);

  await expect.poll(async () => eventTypes(await collectedEvents(context))).toContain('care.Screen Viewed');
  const events = await collectedEvents(context);
  const viewed = events.find((event) => event.event_type === 'care.Screen Viewed');
  expect(viewed?.event_properties).toMatchObject({
    screen_name: '/homepay/caregivers',
    url_path: '/caregivers',
    environment: 'local',
    rendered_by: 'homepay-web',
    web_platform: expect.stringMatching(/^(Mobile|Desktop) Web$/),
  });
  expect(viewed?.event_properties).toHaveProperty('viewport_resolution');
  const identify = events.find((event) => event.event_type === '$identify');
  expect(JSON.stringify(identify?.user_properties)).toContain('mfe ');

  const layer = await dataLayer(page);
  expect(layer).toContainEqual(
    expect.objectContaining({
      event: 'Screen Viewed',
      screen_name: '/homepay/caregivers',
      gtmPath: '/caregivers',
      _clear: true,
    }),
  );

  // A second visit with another rx keeps the first campaign.
  await page.goto('/partners?rx=summer');
  await expect
    .poll(
      async () => (await collectedEvents(context)).filter((event) => event.event_type === 'care.Screen Viewed').length,
    )
    .toBe(2);
  expect(await rxCookie(context)).toBe('"spring|mail%20list"');
});

test('a call to action goes to the enrollment stand-in with hired and rx, after CTA Interacted and HomePay Enrollment Started', async ({
  page,
  context,
}) => {
  await page.goto('/?rx=spring');
  await expect.poll(() => rxCookie(context)).toBe('"spring"');
  const cta = page.getByRole('main').locator('section').filter({ hasText: 'Ready to set up payroll' });
  await cta.getByLabel('Yes').check();
  await cta.getByRole('link', { name: 'Start enrollment' }).click();
  await expect(page.getByText('Local stand-in for the enrollment app')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/app/hp-enrollment/signup');
  await expect(page.locator('[data-field="hired"]')).toHaveText('yes');
  await expect(page.locator('[data-field="rx"]')).toHaveText('spring');
  await expect(page.locator('[data-field="partner"]')).toHaveText('(none)');
  await page.screenshot({ path: test.info().outputPath('enrollment-stand-in.png') });

  await expect
    .poll(async () => eventTypes(await collectedEvents(context)))
    .toEqual(expect.arrayContaining(['care.CTA Interacted', 'care.HomePay Enrollment Started']));
  const events = await collectedEvents(context);
  expect(
    events.find((event) => event.event_type === 'care.HomePay Enrollment Started')?.event_properties,
  ).toMatchObject({ hired: 'yes', rx: 'spring', partner: null, page_id: '/homepay/' });
  expect(events.find((event) => event.event_type === 'care.CTA Interacted')?.event_properties).toMatchObject({
    cta_text: 'Start enrollment',
    cta_location: '/homepay/',
  });
});

test('a partner enrolls on the partner page of the stand-in', async ({ page }) => {
  await page.goto('/partners');
  await page
    .getByRole('main')
    .getByRole('link', { name: /partner|enroll|started/i })
    .first()
    .click();
  await expect(page.getByText('Local stand-in for the enrollment app')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/app/hp-partner-enrollment/taxes');
});

test('a calculator lead: HomePay Lead Created at the collector without the e-mail, hashed in the data layer', async ({
  page,
  context,
}) => {
  const email = `Lead-${test.info().project.name}-${Date.now()}@Example.com`;
  await page.goto('/nanny-tax-calculator?state=NY&rate=25&regularHours=40');
  const form = page.getByRole('form', { name: 'E-mail my results' });
  await form.getByLabel('Your e-mail address').fill(email);
  await form.getByLabel('Not yet').check();
  await form.getByRole('button', { name: 'E-mail my results' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sent to' })).toBeVisible();

  await expect.poll(async () => eventTypes(await collectedEvents(context))).toContain('care.HomePay Lead Created');
  const lead = (await collectedEvents(context)).find((event) => event.event_type === 'care.HomePay Lead Created');
  expect(lead?.event_properties).toMatchObject({ state: 'NY', hiredOptionId: 21 });
  expect(JSON.stringify(lead)).not.toContain(email.toLowerCase().split('@')[0]);

  const layer = await dataLayer(page);
  expect(layer).toContainEqual(
    expect.objectContaining({
      event: 'HomePay Lead Created',
      emailSHA256: sha256(email.toLowerCase()),
      gtmPath: '/nanny-tax-calculator',
    }),
  );
  expect(JSON.stringify(layer).toLowerCase()).not.toContain(email.toLowerCase());
});

test('with a tag manager configured, events wait in session storage and are pushed once its script has loaded', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([
    { name: 'hp-flags', value: encodeURIComponent(`gtm-js-url=${collectorOrigin()}/gtm.js`), url: baseURL ?? '' },
  ]);
  let releaseScript: () => void = () => undefined;
  const scriptHeld = new Promise<void>((resolve) => {
    releaseScript = resolve;
  });
  await page.route('**/gtm.js', async (route) => {
    await scriptHeld;
    await route.continue();
  });
  await page.goto('/senior-care');
  await expect
    .poll(() => page.evaluate(() => window.sessionStorage.getItem('hpGtmQueue') ?? ''))
    .toContain('Screen Viewed');
  expect((await dataLayer(page)).some((item) => item.event === 'Screen Viewed')).toBe(false);
  releaseScript();
  await expect.poll(() => page.evaluate(() => 'localTagManager' in window)).toBe(true);
  await expect.poll(async () => (await dataLayer(page)).map((item) => item.event)).toEqual(['gtm.js', 'Screen Viewed']);
  expect(await page.evaluate(() => window.sessionStorage.getItem('hpGtmQueue'))).toBeNull();
});

test('collector errors neither break the page nor stop later events', async ({ page, context }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/caregivers');
  await expect.poll(async () => (await collectedEvents(context)).length).toBeGreaterThan(0);
  // One refusal per page, each used up before the next page, so the last page's events meet a healthy collector.
  for (const [status, path] of [
    [503, '/sample-nanny-contract'],
    [429, '/referral'],
  ] as const) {
    await setCollectorFault(context, status, 1);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(pendingCollectorFaults, { timeout: 15_000 }).toBe(0);
  }
  await page.goto('/product-and-pricing');
  await expect
    .poll(
      async () =>
        (await collectedEvents(context)).some((event) => event.event_properties?.url_path === '/product-and-pricing'),
      { timeout: 15_000 },
    )
    .toBe(true);
  expect(errors).toEqual([]);
});

test('hostile rx values from the XSS corpus end up in the cookie without markup and never execute', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  // 2,376 payloads from PayloadsAllTheThings (MIT); the unit tests take all of them, the browser the ones with markup or cookie syntax.
  const payloads = readFileSync('tests/fixtures/xss-payloads.txt', 'utf8')
    .split('\n')
    .filter((payload) => /[<>;"\r]|onerror|javascript:/i.test(payload));
  const sample = payloads.filter((_, index) => index % Math.ceil(payloads.length / 110) === 0).slice(0, 110);
  for (let start = 0; start < sample.length; start += 11) {
    await context.clearCookies();
    const query = new URLSearchParams();
    sample.slice(start, start + 11).forEach((payload, index) => query.set(index === 0 ? 'rx' : `rx${index}`, payload));
    await page.goto(`/caregivers?${query.toString()}`);
    await expect
      .poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'careDeviceId'))
      .toBe(true);
    const names = (await context.cookies()).map((cookie) => cookie.name).sort();
    expect(
      names.every(
        (name) => ['careDeviceId', 'homepayVisitRx', 'homepayReferrer'].includes(name) || name.startsWith('AMP_'),
      ),
      names.join(','),
    ).toBe(true);
    const value = decodeURIComponent((await rxCookie(context)) ?? '');
    expect(value).not.toMatch(/[<>;\\\r\n]/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(dialogs).toEqual([]);
});

test('every event carries the page language, so each language’s visitors can be told apart', async ({
  page,
  context,
}) => {
  await page.goto('/es/cuidadores');
  await expect
    .poll(async () => (await collectedEvents(context)).find((event) => event.event_type === 'care.Screen Viewed'))
    .toBeDefined();
  const viewed = (await collectedEvents(context)).find((event) => event.event_type === 'care.Screen Viewed');
  expect(viewed?.event_properties).toMatchObject({ screen_name: '/homepay/caregivers', locale: 'es-US' });

  await page.goto('/caregivers');
  await expect
    .poll(async () =>
      (await collectedEvents(context))
        .filter((event) => event.event_type === 'care.Screen Viewed')
        .map((event) => event.event_properties?.locale),
    )
    .toEqual(['es-US', 'en-US']);
});
