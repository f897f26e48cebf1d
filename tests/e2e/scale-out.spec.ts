/**
 * Two instances of the site behind the production proxy and static tier (deploy/nginx/, Debian's nginx),
 * sharing one Redis (Debian's redis-server) for sessions and per-client limits, with local back-ends of their
 * own that send sign-in back to the proxy. What must hold: a sign-out on one instance ends the session on the
 * other; a client's budget is one budget across both; a visitor sees the same cookies and cached pages
 * whichever instance answers; the static tier answers every prerendered page with the instances' own headers;
 * and losing an instance, or restarting both in turn, fails no request a visitor sends.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { raw, type RawAnswer } from './raw-http';
import { driveLoad, type LoadRequest } from './load-driver';
import { startLocalBackends, type LocalBackends } from '@/local/backends';
import { freePort } from '@/scripts/lib/free-port';
import { redisServerInstalled, startRedisServer, type RunningRedis } from '@/scripts/lib/redis-server';
import { startNextServer, type RunningServer } from '@/scripts/bench/lib/next-server';
import { NGINX, startSiteProxy, type RunningNginx } from '@/scripts/bench/lib/nginx-server';

test.describe.configure({ mode: 'serial' });
test.skip(({ viewport }) => (viewport?.width ?? 0) < 1000, 'one run is enough: this is about servers, not layout');
test.skip(
  !redisServerInstalled() || !existsSync(NGINX),
  'needs redis-server and nginx (npm test installs them with apt-get)',
);

let redis: RunningRedis | undefined;
let backends: LocalBackends | undefined;
let instances: RunningServer[] = [];
let ports: number[] = [];
let instanceEnv: Record<string, string> = {};
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
  instanceEnv = {
    ...backends.siteEnv,
    NEXTAUTH_URL: siteOrigin,
    SESSION_STORE_URL: redis.url,
    RATE_LIMIT_REDIS_URL: redis.url,
    // The test stands where a CDN would, in front of nginx: the address it writes in X-Forwarded-For is the
    // visitor's, so the load below can come from many visitors, each with its own budget.
    TRUSTED_PROXY_HOPS: '2',
    // Readiness says 503 this long before the socket closes; nginx does not watch it, so the test keeps it short.
    DRAIN_DELAY_MS: '300',
  };
  ports = [await freePort(), await freePort()];
  instances = await Promise.all(ports.map((port) => startNextServer(port, '/healthz', instanceEnv)));
  balancer = await startSiteProxy({ port: balancerPort, upstreamPorts: ports, env: instanceEnv });
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

/** Signs Maria in through the proxy, in the browser, and returns the cookies the site set. */
async function signIn(page: Page): Promise<string> {
  await page.goto(`${siteOrigin}/partners`);
  // The fixture waits for hydration only on the test server's own origin; this page comes through the proxy.
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByRole('group', { name: 'Account' }).getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Login').fill('client');
  await page.getByLabel('Password').fill('password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${siteOrigin}/partners`);
  await expect(page.getByRole('group', { name: 'Account' }).getByText('Hi, Maria')).toBeVisible();
  return (await page.context().cookies(siteOrigin)).map(({ name, value }) => `${name}=${value}`).join('; ');
}

test('a sign-out on one instance ends the session on the other at once', async ({ page }) => {
  const cookie = await signIn(page);
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
  const started = Date.now();
  // The beacon allows a burst of 20: twelve on each instance must run into the shared limit.
  for (let i = 0; i < 12; i += 1) {
    for (const instance of [0, 1])
      logStatuses.push(
        (await direct(instance, '/api/logs', client, 'POST', JSON.stringify({ level: 'info', message: `shared ${i}` })))
          .status,
      );
  }
  // The burst, and one more for each second the requests took (the bucket refills while they are sent).
  const refilled = Math.ceil((Date.now() - started) / 1000);
  expect(logStatuses.filter((status) => status === 204).length).toBeLessThanOrEqual(20 + refilled);
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

/** Headers that may differ between nginx and Node and mean nothing to a visitor or a cache. */
const TRANSPORT_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);
// nginx names itself; Next's x-nextjs-* describe its own cache, for its own router (which fetches RSC payloads,
// never the static tier's HTML).
const SERVER_HEADERS = new Set(['server', 'x-nextjs-cache', 'x-nextjs-prerender', 'x-nextjs-stale-time']);

const comparable = (answer: RawAnswer) =>
  Object.fromEntries(
    Object.entries(answer.headers)
      .filter(([name]) => !TRANSPORT_HEADERS.has(name) && !SERVER_HEADERS.has(name))
      .map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : value])
      .sort(([a = ''], [b = '']) => a.localeCompare(b)),
  );

/** The same request to the proxy and straight to an instance. */
async function bothTiers(target: string, headers: Record<string, string> = {}) {
  const [fromProxy, fromInstance] = await Promise.all([
    raw(siteOrigin, { target, headers }),
    direct(0, target, headers),
  ]);
  return { fromProxy, fromInstance };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

// As the visitor reached the edge: http, and https as a CDN in front says (HSTS, and the policy's upgrade).
const SCHEMES: Array<Record<string, string>> = [{}, { 'x-forwarded-proto': 'https' }];

test('the static tier answers every prerendered page and asset with the headers the instances send', async () => {
  test.setTimeout(120_000);
  const pages = balancer?.staticPages ?? [];
  // Every page of the build but the few whose answer depends on the request (deploy/nginx/site-proxy.ts).
  expect(pages.length).toBeGreaterThan(10);
  for (const path of ['/nanny-tax-calculator', '/es/calculadora-de-impuestos', '/sign-in', '/es/iniciar-sesion'])
    expect(pages).not.toContain(path);
  for (const path of pages)
    for (const headers of SCHEMES) {
      const { fromProxy, fromInstance } = await bothTiers(path, headers);
      expect.soft(fromProxy.status, path).toBe(200);
      expect.soft(comparable(fromProxy), `${path} ${JSON.stringify(headers)}`).toEqual(comparable(fromInstance));
      expect.soft(fromProxy.body === fromInstance.body, `${path}: the same HTML`).toBe(true);
    }
  // Revalidation: a current ETag gets the 304, an old one the page.
  for (const path of pages.slice(0, 5)) {
    const etag = String((await raw(siteOrigin, { target: path })).headers.etag);
    const current = await bothTiers(path, { 'if-none-match': etag });
    expect.soft(current.fromProxy.status, path).toBe(304);
    expect.soft(comparable(current.fromProxy), path).toEqual(comparable(current.fromInstance));
    expect.soft((await raw(siteOrigin, { target: path, headers: { 'if-none-match': '"old"' } })).status).toBe(200);
  }
  // Compressed, as a browser asks.
  const gzipped = await bothTiers(pages[0] ?? '/', { 'accept-encoding': 'gzip' });
  expect(gzipped.fromProxy.headers['content-encoding']).toBe('gzip');
  expect(gzipped.fromProxy.headers.vary).toBe(gzipped.fromInstance.headers.vary);
  expect(gzipped.fromProxy.headers.etag).toBe(gzipped.fromInstance.headers.etag);

  const assetsDir = join('.next', 'static');
  const assets = filesUnder(assetsDir).map((file) => `/_next/static/${relative(assetsDir, file).split(sep).join('/')}`);
  expect(assets.length).toBeGreaterThan(5);
  for (const asset of assets) {
    const { fromProxy, fromInstance } = await bothTiers(asset);
    expect.soft(fromProxy.status, asset).toBe(200);
    expect.soft(comparable(fromProxy), asset).toEqual(comparable(fromInstance));
  }
});

const exited = async (pid: number) => {
  for (;;) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await sleep(50);
  }
};

/** Until the instance's listening socket is closed (its drain goes on with the connections it has). */
const stoppedListening = async (instance: RunningServer) => {
  for (;;) {
    const refused = await fetch(`${instance.origin}/healthz`).then(
      () => false,
      () => true,
    );
    if (refused) return;
    await sleep(200);
  }
};

const restart = async (index: number) => {
  instances[index] = await startNextServer(ports[index] ?? 0, '/healthz', instanceEnv);
};

function pick<T>(items: readonly T[], i: number): T {
  const item = items[i % items.length];
  if (item === undefined) throw new Error('an empty mix');
  return item;
}

test('losing an instance, and restarting both in turn, fails no request a visitor sends', async ({ page }) => {
  test.setTimeout(240_000);
  const cookie = await signIn(page);
  let visitor = 0;
  const mix: Array<() => LoadRequest> = [
    () => ({ kind: 'static page', method: 'GET', path: '/caregivers', ok: (status) => status === 200 }),
    () => ({ kind: 'calculator', method: 'GET', path: '/nanny-tax-calculator', ok: (status) => status === 200 }),
    () => ({
      kind: 'session read',
      method: 'GET',
      path: '/api/auth/session',
      headers: { cookie },
      ok: (status, body) => status === 200 && body.includes('"firstName":"Maria"'),
    }),
    () => ({
      kind: 'member read',
      method: 'GET',
      path: '/api/member',
      headers: { cookie },
      ok: (status, body) => status === 200 && body.includes('"signedIn":true'),
    }),
    () => ({
      kind: 'visit POST',
      method: 'POST',
      path: '/api/visit',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ referrer: 'https://search.example/?q=nanny+tax' }),
      ok: (status) => status === 204,
    }),
    () => {
      // Each log entry from a visitor of its own, so no budget runs out and every answer must be a 204.
      visitor += 1;
      return {
        kind: 'log POST',
        method: 'POST',
        path: '/api/logs',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`,
        },
        body: JSON.stringify({ level: 'info', message: 'scale-out load' }),
        ok: (status) => status === 204,
      };
    },
  ];
  const load = driveLoad({
    origin: siteOrigin,
    host: siteHost,
    workers: 6,
    next: (i) => pick(mix, i)(),
  });
  await sleep(2000);

  // (a) An instance is killed outright, then comes back.
  load.setPhase('kill');
  const killed = instances[1];
  if (!killed) throw new Error('no second instance');
  process.kill(killed.pid, 'SIGKILL');
  await exited(killed.pid);
  await sleep(3000);
  await restart(1);
  await sleep(1000);

  // (b) A rolling restart: each instance is stopped (SIGTERM: it drains) and started again, the next one as soon
  // as the last answers.
  load.setPhase('rolling restart');
  for (const index of [0, 1]) {
    const old = instances[index];
    if (!old) throw new Error(`no instance ${index}`);
    process.kill(old.pid, 'SIGTERM');
    await stoppedListening(old);
    await restart(index);
  }
  load.setPhase('after');
  await sleep(2000);
  const report = await load.stop();
  console.log(`scale-out load: ${JSON.stringify({ ...report, failures: report.failures.length })}`);
  for (const failure of report.failures) console.log(`  failed: ${JSON.stringify(failure)}`);

  for (const phase of ['start', 'kill', 'rolling restart', 'after'])
    expect(report.byPhase[phase] ?? 0, `requests sent during ${phase}`).toBeGreaterThan(20);
  // The one exception: a log entry the killed instance had taken but not answered (it may have been sent just
  // before the kill). nginx does not send a POST twice (deploy/nginx/site.conf), so it fails rather than risk
  // being written twice.
  const cutByTheKill = (failure: (typeof report.failures)[number]) =>
    failure.endedIn === 'kill' && failure.kind === 'log POST' && failure.outcome.startsWith('502');
  expect(report.failures.filter((failure) => !cutByTheKill(failure))).toEqual([]);
  expect(report.failures.length).toBeLessThanOrEqual(6);
});

test('with every instance down, the static tier still serves the prerendered pages', async () => {
  await Promise.all(instances.map((instance) => instance.stop()));
  for (const path of (balancer?.staticPages ?? []).slice(0, 10))
    expect((await raw(siteOrigin, { target: path })).status, path).toBe(200);
  for (const path of ['/nanny-tax-calculator', '/es/calculadora-de-impuestos', '/api/member'])
    expect((await raw(siteOrigin, { target: path })).status, path).toBe(502);
});
