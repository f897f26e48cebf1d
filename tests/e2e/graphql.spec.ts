/**
 * The service layer against the real local GraphQL server, through the
 * site's /graphql: the member lookup at page start, and every fault the
 * server can inject, each with its exact log line, its number of attempts,
 * and the page still working (a background lookup shows no error toast).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  injectFault,
  mintToken,
  storeUserRecord,
  watchGraphqlRequests,
  watchLogBeacon,
  type LoggedEntry,
} from './backends';

const GENERIC_ERROR = 'Error. Oops, something went wrong. Please try again later.';

/** The header's account slot: the desktop bar's, or the mobile menu's once opened (only the visible one is found). */
async function signInLabel(page: Page) {
  if ((page.viewportSize()?.width ?? 0) <= 960)
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  return page
    .getByRole('group', { name: 'Account' })
    .getByText(/^(Sign in|Hi, .*)$/)
    .first();
}

async function expectPageStillWorks(page: Page) {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(GENERIC_ERROR)).toHaveCount(0);
  await expect(await signInLabel(page)).toHaveText('Sign in');
}

const networkErrors = (entries: LoggedEntry[]) => entries.filter((entry) => entry.event === 'GQLNetworkError');

test('a member with a stored, unexpired token is looked up with the bearer and greeted by first name', async ({
  page,
}) => {
  await storeUserRecord(page, await mintToken('client'));
  const graphql = watchGraphqlRequests(page);
  await page.goto('/caregivers');
  await expect(await signInLabel(page)).toHaveText('Hi, Maria');
  expect(graphql).toHaveLength(1);
  expect(graphql[0]?.method()).toBe('GET');
  expect(graphql[0]?.headers().authorization).toMatch(/^Bearer ey/);
});

test('a visitor without a stored record makes no GraphQL call and loads no client', async ({ page }) => {
  const graphql = watchGraphqlRequests(page);
  // The analytics runtime reads /api/public-config too, so the client's absence is checked in the scripts themselves.
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response.text().catch(() => ''));
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(graphql).toHaveLength(0);
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(0);
  expect(bodies.filter((body) => body.includes('__APOLLO_CLIENT__'))).toEqual([]);
});

test('an expired token is not sent: the lookup goes without it, is refused with 401 (AuthError) and the page goes on', async ({
  page,
}) => {
  const token = await mintToken('client');
  await storeUserRecord(page, { ...token, expires_at: Math.floor(Date.now() / 1000) - 60 });
  const logs = watchLogBeacon(page);
  const graphql = watchGraphqlRequests(page);
  await page.goto('/caregivers');
  // The server speaks GraphQL over HTTP: the 401 comes with a GraphQL error body, logged as GQLError under AuthError.
  await expect.poll(() => logs.filter((entry) => entry.event === 'GQLError')).toHaveLength(1);
  expect(graphql[0]?.headers().authorization).toBeUndefined();
  expect(logs.find((entry) => entry.event === 'GQLError')).toMatchObject({
    level: 'error',
    key: 'AuthError',
    operation: 'Member',
    status: 401,
    message: 'Sign in to see member details',
    path: 'member',
  });
  await expectPageStillWorks(page);
});

const faults: Array<{ fault: string; attempts: number; logged: Partial<LoggedEntry> }> = [
  {
    fault: 'status=503',
    attempts: 1,
    logged: {
      event: 'GQLNetworkError',
      key: 'NetworkError',
      status: 503,
      message: 'Error calling Member: Response not successful: Received status code 503',
    },
  },
  {
    fault: 'status=403',
    attempts: 1,
    logged: {
      event: 'GQLNetworkError',
      key: 'AuthError',
      status: 403,
      message: 'Error calling Member: Response not successful: Received status code 403',
    },
  },
  {
    fault: 'empty',
    attempts: 1,
    logged: {
      event: 'GQLNetworkError',
      key: 'NetworkError',
      message: "Error calling Member: Server response was missing for query 'Member'.",
    },
  },
  {
    fault: 'graphql-error',
    attempts: 1,
    logged: {
      event: 'GQLError',
      message: 'Injected failure while resolving member',
      location: 'Line 2 - Column 3',
      path: 'member',
      operation: 'Member',
    },
  },
  // A lost connection is the one failure worth repeating: 5 attempts in all.
  {
    fault: 'drop',
    attempts: 5,
    logged: { event: 'GQLNetworkError', key: 'NetworkError', message: 'Error calling Member: Failed to fetch' },
  },
];

for (const { fault, attempts, logged } of faults) {
  test(`fault ${fault}: ${attempts} attempt(s), one ${logged.event} log line, the page goes on without member data`, async ({
    page,
  }) => {
    await storeUserRecord(page, await mintToken('client'));
    await injectFault(page, fault);
    const logs = watchLogBeacon(page);
    const graphql = watchGraphqlRequests(page);
    await page.goto('/caregivers');
    await expect.poll(() => logs.filter((entry) => entry.event === logged.event), { timeout: 20_000 }).toHaveLength(1);
    expect(logs.find((entry) => entry.event === logged.event)).toMatchObject({ level: 'error', ...logged });
    expect(graphql).toHaveLength(attempts);
    await expectPageStillWorks(page);
  });
}

test('fault malformed: the parse error is logged and the page goes on', async ({ page }) => {
  await storeUserRecord(page, await mintToken('client'));
  await injectFault(page, 'malformed');
  const logs = watchLogBeacon(page);
  await page.goto('/caregivers');
  await expect.poll(() => networkErrors(logs)).toHaveLength(1);
  expect(networkErrors(logs)[0]?.message).toMatch(/^Error calling Member: .*JSON/);
  await expectPageStillWorks(page);
});

test('fault delay: a slow answer still greets the member once it arrives, and logs nothing', async ({ page }) => {
  await storeUserRecord(page, await mintToken('pending'));
  await injectFault(page, 'delay=1500');
  const logs = watchLogBeacon(page);
  await page.goto('/caregivers');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(await signInLabel(page)).toHaveText('Hi, Priya', { timeout: 10_000 });
  expect(logs.filter((entry) => entry.level === 'error')).toHaveLength(0);
});

test.describe('the log beacon on the production server', () => {
  test('accepts entries, refuses malformed, oversized and flooding requests with 400 / 413 / 429, and keeps serving', async ({
    request,
  }) => {
    // Each test run's requests come from one address; a header of its own keeps this flood apart from the other tests'.
    const client = { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 200) + 1}` };
    const ok = await request.post('/api/logs', { data: { level: 'info', message: 'hello' }, headers: client });
    expect(ok.status()).toBe(204);
    const malformed = await request.post('/api/logs', {
      data: Buffer.from('{"level":'),
      headers: { ...client, 'content-type': 'application/json' },
    });
    expect(malformed.status()).toBe(400);
    expect(await malformed.json()).toEqual({ error: 'the body is not valid JSON' });
    const oversized = await request.post('/api/logs', {
      data: { level: 'info', message: 'x', pad: 'y'.repeat(70_000) },
      headers: client,
    });
    expect(oversized.status()).toBe(413);
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1)
      statuses.push(
        (await request.post('/api/logs', { data: { level: 'info', message: `flood ${i}` }, headers: client })).status(),
      );
    expect(statuses).toContain(429);
    const limited = await request.post('/api/logs', { data: { level: 'info', message: 'more' }, headers: client });
    expect(limited.status()).toBe(429);
    expect(Number(limited.headers()['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await request.get('/caregivers')).status()).toBe(200);
    expect(
      (
        await request.post('/api/logs', {
          data: { level: 'info', message: 'another client' },
          headers: { 'x-forwarded-for': '203.0.113.77' },
        })
      ).status(),
    ).toBe(204);
  });
});
