/**
 * Two instances of the site behind one load balancer (Debian's nginx, round robin), sharing one Redis (Debian's
 * redis-server) for sessions and per-client limits, with local back-ends of their own that send sign-in back to
 * the balancer. What must hold: a sign-out on one instance ends the session on the other; a client's budget is
 * one budget across both; and a visitor sees the same cookies and cached pages whichever instance answers.
 */
import { existsSync } from 'node:fs';
import { expect, test } from './fixtures';
import { raw } from './raw-http';
import { startLocalBackends, type LocalBackends } from '@/local/backends';
import { freePort } from '@/scripts/lib/free-port';
import { redisServerInstalled, startRedisServer, type RunningRedis } from '@/scripts/lib/redis-server';
import { startNextServer, type RunningServer } from '@/scripts/bench/lib/next-server';
import { NGINX, startLoadBalancer, type RunningNginx } from '@/scripts/bench/lib/nginx-server';

test.describe.configure({ mode: 'serial' });
test.skip(({ viewport }) => (viewport?.width ?? 0) < 1000, 'one run is enough: this is about servers, not layout');
test.skip(
  !redisServerInstalled() || !existsSync(NGINX),
  'needs redis-server and nginx (npm test installs them with apt-get)',
);

let redis: RunningRedis | undefined;
let backends: LocalBackends | undefined;
let instances: RunningServer[] = [];
let balancer: RunningNginx | undefined;
let siteOrigin = '';
let siteHost = '';

test.beforeAll(async ({ viewport }) => {
  if ((viewport?.width ?? 0) < 1000) return;
  test.setTimeout(120_000);
  const balancerPort = await freePort();
  siteOrigin = `http://127.0.0.1:${balancerPort}`;
  siteHost = new URL(siteOrigin).host;
  redis = await startRedisServer();
  backends = await startLocalBackends({ siteOrigin });
  const env = {
    ...backends.siteEnv,
    NEXTAUTH_URL: siteOrigin,
    SESSION_STORE_URL: redis.url,
    RATE_LIMIT_REDIS_URL: redis.url,
    TRUSTED_PROXY_HOPS: '1',
  };
  const ports = [await freePort(), await freePort()];
  instances = await Promise.all(ports.map((port) => startNextServer(port, '/healthz', env)));
  balancer = await startLoadBalancer(balancerPort, ports);
});

test.afterAll(async () => {
  await balancer?.stop();
  await Promise.all(instances.map((instance) => instance.stop()));
  await backends?.close();
  await redis?.stop();
});

/** A request straight to one instance, as the balancer would pass it on (its Host, the client's address). */
const direct = (
  instance: number,
  target: string,
  headers: Record<string, string> = {},
  method = 'GET',
  body?: string,
) =>
  raw(instances[instance]?.origin ?? '', {
    method,
    target,
    host: siteHost,
    headers: { 'x-forwarded-for': '203.0.113.10', ...headers },
    body,
  });

test('a sign-out on one instance ends the session on the other at once', async ({ page }) => {
  await page.goto(`${siteOrigin}/partners`);
  // The fixture waits for hydration only on the test server's own origin; this page comes through the balancer.
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByRole('group', { name: 'Account' }).getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Login').fill('client');
  await page.getByLabel('Password').fill('password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${siteOrigin}/partners`);
  await expect(page.getByRole('group', { name: 'Account' }).getByText('Hi, Maria')).toBeVisible();

  const cookie = (await page.context().cookies(siteOrigin)).map(({ name, value }) => `${name}=${value}`).join('; ');
  for (const instance of [0, 1])
    expect(JSON.parse((await direct(instance, '/api/member', { cookie })).body)).toMatchObject({
      signedIn: true,
      firstName: 'Maria',
    });

  const signOut = await direct(
    0,
    '/api/sign-out',
    { cookie, origin: siteOrigin, 'content-type': 'application/x-www-form-urlencoded' },
    'POST',
    'returnTo=%2Fpartners',
  );
  expect(signOut.status).toBe(303);
  expect(JSON.parse((await direct(1, '/api/member', { cookie })).body)).toEqual({ signedIn: false });
  expect(JSON.parse((await direct(1, '/api/auth/session', { cookie })).body)).toEqual({});
});

test("a client's log and sign-in budgets are one budget across both instances", async () => {
  const client = { 'x-forwarded-for': '198.51.100.42', 'content-type': 'application/json' };
  const logStatuses: number[] = [];
  // The beacon allows a burst of 20: twelve on each instance must run into the shared limit.
  for (let i = 0; i < 12; i += 1) {
    for (const instance of [0, 1])
      logStatuses.push(
        (await direct(instance, '/api/logs', client, 'POST', JSON.stringify({ level: 'info', message: `shared ${i}` })))
          .status,
      );
  }
  expect(logStatuses.filter((status) => status === 204).length).toBeLessThanOrEqual(21);
  expect(logStatuses).toContain(429);
  // Sign-in allows a burst of 30: twenty on each.
  const signInStatuses: number[] = [];
  for (let i = 0; i < 20; i += 1)
    for (const instance of [0, 1])
      signInStatuses.push((await direct(instance, '/api/auth/signin', { 'x-forwarded-for': '198.51.100.43' })).status);
  expect(signInStatuses).toContain(429);
  expect(signInStatuses.filter((status) => status !== 429).length).toBeLessThanOrEqual(31);
});

test('visit tracking and the page cache behave the same behind either instance', async () => {
  const visit = (instance: number) =>
    direct(
      instance,
      '/api/visit',
      { 'content-type': 'application/json' },
      'POST',
      JSON.stringify({ referrer: 'https://search.example/?q=nanny+tax' }),
    );
  const [first, second] = [await visit(0), await visit(1)];
  expect(first.status).toBe(204);
  expect(first.headers['set-cookie']).toEqual(second.headers['set-cookie']);

  const [pageA, pageB] = [await direct(0, '/caregivers'), await direct(1, '/caregivers')];
  expect(pageA.status).toBe(200);
  expect(pageA.headers.etag).toBeDefined();
  expect(pageB.headers.etag).toBe(pageA.headers.etag);
  expect(pageB.headers['cache-control']).toBe(pageA.headers['cache-control']);
  expect(pageB.body).toBe(pageA.body);
  expect((await direct(1, '/caregivers', { 'if-none-match': String(pageA.headers.etag) })).status).toBe(304);
});
