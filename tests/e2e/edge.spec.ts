/**
 * The production server as an attacker meets it, with the production settings that matter here: no proxy
 * trusted (TRUSTED_PROXY_HOPS unset), no fault injection, one public origin. Its own instance, so its log can be
 * read: every request below must get a 4xx with a reason (never a 5xx), never a Location off the site, and leave
 * only one-line JSON in the log with nothing secret in it.
 */
import { expect, test } from './fixtures';
import { raw } from './raw-http';
import { freePort } from '@/scripts/lib/free-port';
import { startNextServer, type RunningServer } from '@/scripts/bench/lib/next-server';

test.describe.configure({ mode: 'serial' });
test.skip(({ viewport }) => (viewport?.width ?? 0) < 1000, 'these speak HTTP, not layout: one run is enough');

let server: RunningServer | undefined;
let origin = '';
const logLines: string[] = [];

test.beforeAll(async ({ viewport }) => {
  if ((viewport?.width ?? 0) < 1000) return;
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = await startNextServer(
    port,
    '/healthz',
    { NEXTAUTH_URL: origin, TRUSTED_PROXY_HOPS: '0', GRAPHQL_FAULT_INJECTION: '0' },
    { onOutput: (line) => logLines.push(line) },
  );
});
test.afterAll(async () => server?.stop());

/** A request as a raw client can send it: any request target, any Host. */
const rawAt = (method: string, target: string, headers: Record<string, string> = {}) => {
  const { host, ...rest } = headers;
  return raw(origin, { method, target, host, headers: rest });
};

const offSite = (location: string | undefined) => location !== undefined && new URL(location, origin).origin !== origin;

test('the request target * is answered with what the server allows, or refused with a reason', async () => {
  expect(await rawAt('OPTIONS', '*')).toMatchObject({ status: 204 });
  expect(await rawAt('GET', '*')).toMatchObject({
    status: 400,
    location: undefined,
    body: 'the request target * is only for OPTIONS, not GET\n',
  });
});

test('a forged Host or an absolute-form target never turns into a link or redirect to another site', async () => {
  for (const [target, host] of [
    ['/partners/', 'evil.example'],
    ['/partners??ref=1', 'evil.example'],
    ['http://evil.example/partners/', undefined],
    ['http://evil.example/caregivers??x', undefined],
  ] as const) {
    const answer = await rawAt('GET', target, host ? { host } : {});
    expect(answer.status, `${target} with Host ${host ?? '(own)'}`).toBe(400);
    expect(offSite(answer.location)).toBe(false);
    expect(answer.body).toContain(`this site answers as ${new URL(origin).host}`);
  }
  // The site's own host still gets its redirects, on its own origin.
  const own = await rawAt('GET', '/partners??ref=1');
  expect(own.status).toBe(302);
  expect(offSite(own.location)).toBe(false);
});

test('without a trusted proxy, a rotating X-Forwarded-For buys no fresh log budget', async ({ request }) => {
  const statuses: number[] = [];
  for (let i = 0; i < 40; i += 1) {
    const response = await request.post(`${origin}/api/logs`, {
      data: { level: 'info', message: `rotating ${i}` },
      headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
    });
    statuses.push(response.status());
  }
  expect(statuses).toContain(429);
});

test("a visitor's fault-injection header never reaches the GraphQL server", async ({ request }) => {
  const response = await request.post(`${origin}/graphql`, {
    data: { operationName: 'Member', query: 'query Member { member { id } }' },
    headers: { 'content-type': 'application/json', 'x-fault': 'status=503' },
  });
  expect(response.status()).not.toBe(503);
  expect(response.status()).toBeLessThan(500);
});

test("next-auth's endpoints answer a script, foreign or malformed return address with a 4xx or the sign-in problem page", async ({
  request,
}) => {
  for (const callbackUrl of ['javascript:alert(1)', 'https://evil.example/', '%E0%A4%A']) {
    for (const path of ['session', 'csrf', 'providers', 'signin', 'signin/hearth', 'callback/hearth']) {
      const response = await request.get(`${origin}/api/auth/${path}?callbackUrl=${encodeURIComponent(callbackUrl)}`, {
        maxRedirects: 0,
      });
      expect(response.status(), `${path} with ${callbackUrl}`).toBeLessThan(500);
      expect(offSite(response.headers().location)).toBe(false);
      if (response.status() >= 300 && response.status() < 400)
        expect(response.headers().location).toContain('/sign-in-problem');
    }
  }
  const cookie = await request.get(`${origin}/api/auth/session`, {
    headers: { cookie: 'next-auth.callback-url=javascript%3Aalert(1)' },
  });
  expect(cookie.status()).toBe(400);
  for (const path of [
    'callback/hearth?code=forged&state=forged',
    'callback/hearth?error=access_denied',
    'nonsense',
    'callback/elsewhere?code=x',
  ]) {
    const response = await request.get(`${origin}/api/auth/${path}`, { maxRedirects: 0 });
    expect(response.status(), path).toBeLessThan(500);
    expect(offSite(response.headers().location)).toBe(false);
  }
  for (const token of ['garbage', 'x'.repeat(3000), 'eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..a.b.c']) {
    const headers = { cookie: `next-auth.session-token=${token}` };
    expect((await request.get(`${origin}/api/auth/session`, { headers })).status()).toBe(200);
    expect(await (await request.get(`${origin}/api/member`, { headers })).json()).toEqual({ signedIn: false });
  }
});

test('sign-in is rate-limited per client', async ({ request }) => {
  const statuses: number[] = [];
  for (let i = 0; i < 40; i += 1)
    statuses.push((await request.get(`${origin}/api/auth/signin`, { maxRedirects: 0 })).status());
  expect(statuses).toContain(429);
  const limited = await request.get(`${origin}/api/auth/signin`, { maxRedirects: 0 });
  expect(limited.status()).toBe(429);
  expect(Number(limited.headers()['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(await limited.text()).toContain('many sign-in attempts from your connection');
});

test('secrets sent to the log beacon never reach the log, and every log line is one line of JSON', async ({
  request,
}) => {
  const secrets = [
    '123-45-6789',
    '4111 1111 1111 1111',
    'password=hunter2!',
    'Basic dXNlcjpwYXNz',
    'AKIAIOSFODNN7EXAMPLE',
    'maria%40example.com',
  ];
  await new Promise((resolve) => setTimeout(resolve, 2500));
  const response = await request.post(`${origin}/api/logs`, {
    data: {
      level: 'error',
      message: `checkout failed for ${secrets.join(' ')}`,
      extra: { card: '5500-0000-0000-0004', email: 'josé@correo.es' },
    },
  });
  expect(response.status()).toBe(204);
  await expect.poll(() => logLines.some((line) => line.includes('checkout failed for'))).toBe(true);
  const line = logLines.find((entry) => entry.includes('checkout failed for')) ?? '';
  for (const secret of [...secrets, '5500-0000-0000-0004', 'josé@correo.es', 'hunter2'])
    expect(line).not.toContain(secret);
  expect(line).toContain('[ssn]');
  for (const entry of logLines.filter((text) => text.startsWith('{'))) expect(() => JSON.parse(entry)).not.toThrow();
  // Next prints its own start-up banner as text; after that, everything is a JSON event.
  const events = logLines.slice(logLines.findIndex((text) => text.startsWith('{')));
  expect(events.filter((text) => !text.startsWith('{') && text.trim() !== '')).toEqual([]);
});
