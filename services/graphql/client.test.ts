/**
 * The whole link chain (auth → timing → errors → bot check → retry →
 * breadcrumbs → HTTP) against the real local GraphQL server and bot check
 * on loopback: each injected fault gives its exact log line and number of attempts.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startBotCheckServer, type RunningBotCheckServer } from '@/local/bot-check/server';
import { startGraphqlServer, type RunningGraphqlServer } from '@/local/graphql/server';
import { createLocalKeys, type TokenMint } from '@/local/graphql/token-mint';
import type { JsonObject } from '@/services/logging/json';
import type { LogLevel } from '@/services/logging/log-entry';
import { cacheSizes } from './apollo';
import { createGraphqlClient, type GraphqlClientOptions } from './client';
import type { BotCheck } from './links/bot-check-link';
import { MEMBER_QUERY } from './operations/member';
import { TAX_CALCULATOR_RESULT_SEND, type TaxCalculatorResultSendInput } from './operations/tax-calculator-result-send';
import { storedUserKey } from './stored-user';

const ISSUER = 'urn:test:issuer';
const AUDIENCE = 'test-site';
const location = { authority: ISSUER, clientId: AUDIENCE };

let graphql: RunningGraphqlServer;
let botCheckServer: RunningBotCheckServer;
let mint: TokenMint;

beforeAll(async () => {
  botCheckServer = await startBotCheckServer({ siteKey: 'site-key', secret: 'secret' });
  const keys = await createLocalKeys(ISSUER, AUDIENCE);
  mint = keys.mint;
  graphql = await startGraphqlServer({
    trust: { issuer: ISSUER, audience: AUDIENCE, jwks: keys.jwks },
    botCheck: { verifyUrl: botCheckServer.verifyUrl, secret: 'secret' },
    log: () => undefined,
  });
});
afterAll(async () => {
  await graphql.close();
  await botCheckServer.close();
});
beforeEach(async () => {
  await fetch(`${graphql.origin}/__admin/requests`, { method: 'DELETE' });
});

interface Logged {
  level: LogLevel;
  message: string;
  extra: JsonObject;
}

function memoryStorage(entries: Record<string, string> = {}): Pick<Storage, 'getItem'> {
  return { getItem: (key) => entries[key] ?? null };
}

function setup(overrides: Partial<GraphqlClientOptions> & { fault?: string } = {}) {
  const logged: Logged[] = [];
  const notified: string[] = [];
  const notifyUser = () => notified.push('generic error toast');
  const { fault, ...options } = overrides;
  const client = createGraphqlClient({
    endpoint: graphql.url,
    storedUser: location,
    storage: () => memoryStorage(),
    log: (level, message, extra = {}) => logged.push({ level, message, extra }),
    botCheck: () => Promise.resolve(undefined),
    fetch: (input, init) =>
      fetch(
        input,
        fault
          ? { ...init, headers: { ...Object.fromEntries(new Headers(init?.headers).entries()), 'x-fault': fault } }
          : init,
      ),
    ...options,
  });
  return { client, logged, notified, notifyUser };
}

async function attemptsSeen(operation: string): Promise<Array<{ authorization: boolean }>> {
  const requests = (await (await fetch(`${graphql.origin}/__admin/requests`)).json()) as Array<{
    operation: string;
    authorization: boolean;
  }>;
  return requests.filter((request) => request.operation === operation);
}

async function signedInStorage(sub: string, expiresInSeconds = 600) {
  const token = await mint(sub, expiresInSeconds);
  return memoryStorage({ [storedUserKey(location)]: JSON.stringify(token) });
}

const sendInput: TaxCalculatorResultSendInput = {
  email: 'parent@example.com',
  hiredOptionId: 21,
  mode: 'BUDGET',
  state: 'NY',
  payFrequency: 'weekly',
  taxYear: 2026,
  lines: [{ label: 'Total employer cost', perPeriod: 1076.5, annual: 55978 }],
};

describe('the member lookup', () => {
  it('sends the stored bearer token while it is unexpired and reads the member', async () => {
    const storage = await signedInStorage('submitted');
    const { client, logged } = setup({ storage: () => storage });
    const { data } = await client.query({ query: MEMBER_QUERY });
    expect(data?.member).toMatchObject({ id: '1004_submitted', firstName: 'Sam', homepayAccountStatusV2: 'SUBMITTED' });
    expect(await attemptsSeen('Member')).toEqual([expect.objectContaining({ authorization: true })]);
    expect(logged).toEqual([]);
  });

  it('sends no bearer for an expired record, and logs the refusal as a GQLError under AuthError', async () => {
    const token = await mint('client', 600);
    const storage = memoryStorage({
      [storedUserKey(location)]: JSON.stringify({ ...token, expires_at: Math.floor(Date.now() / 1000) - 1 }),
    });
    const { client, logged } = setup({ storage: () => storage });
    await expect(client.query({ query: MEMBER_QUERY })).rejects.toThrow('Sign in to see member details');
    expect(await attemptsSeen('Member')).toEqual([expect.objectContaining({ authorization: false })]);
    expect(logged).toEqual([
      {
        level: 'error',
        message: 'Sign in to see member details',
        extra: expect.objectContaining({
          event: 'GQLError',
          key: 'AuthError',
          status: 401,
          location: 'Line 2 - Column 3',
          path: 'member',
          operation: 'Member',
          variables: {},
        }),
      },
    ]);
  });

  it('treats a token as expired from the configured offset before expires_at', async () => {
    const storage = await signedInStorage('client', 30);
    const { client } = setup({ storage: () => storage, expiryOffsetSeconds: 60 });
    await expect(client.query({ query: MEMBER_QUERY })).rejects.toThrow();
    expect(await attemptsSeen('Member')).toEqual([expect.objectContaining({ authorization: false })]);
  });

  it('ignores a stored record that is not JSON', async () => {
    const { client } = setup({ storage: () => memoryStorage({ [storedUserKey(location)]: '{not json' }) });
    await expect(client.query({ query: MEMBER_QUERY })).rejects.toThrow();
    expect(await attemptsSeen('Member')).toEqual([expect.objectContaining({ authorization: false })]);
  });
});

describe('faults injected by the server', () => {
  const cases: Array<{ fault: string; attempts: number; message: string; extra: JsonObject }> = [
    {
      fault: 'status=500',
      attempts: 1,
      message: 'Error calling Member: Response not successful: Received status code 500',
      extra: { event: 'GQLNetworkError', key: 'NetworkError', status: 500 },
    },
    {
      fault: 'status=401',
      attempts: 1,
      message: 'Error calling Member: Response not successful: Received status code 401',
      extra: { event: 'GQLNetworkError', key: 'AuthError', status: 401 },
    },
    {
      fault: 'status=403',
      attempts: 1,
      message: 'Error calling Member: Response not successful: Received status code 403',
      extra: { event: 'GQLNetworkError', key: 'AuthError', status: 403 },
    },
    {
      fault: 'status=429',
      attempts: 1,
      message: 'Error calling Member: Response not successful: Received status code 429',
      extra: { event: 'GQLNetworkError', key: 'NetworkError', status: 429 },
    },
    {
      fault: 'empty',
      attempts: 1,
      message: "Error calling Member: Server response was missing for query 'Member'.",
      extra: { event: 'GQLNetworkError', key: 'NetworkError' },
    },
    {
      fault: 'drop',
      attempts: 5,
      message: 'Error calling Member: fetch failed',
      extra: { event: 'GQLNetworkError', key: 'NetworkError' },
    },
  ];
  for (const { fault, attempts, message, extra } of cases) {
    it(`${fault}: ${attempts} attempt(s) and the log line "${message}"`, async () => {
      const storage = await signedInStorage('client');
      const { client, logged } = setup({ fault, storage: () => storage });
      await expect(client.query({ query: MEMBER_QUERY })).rejects.toThrow();
      expect(await attemptsSeen('Member')).toHaveLength(attempts);
      expect(logged).toEqual([
        {
          level: 'error',
          message,
          extra: expect.objectContaining({ ...extra, operation: 'Member', elapsedMs: expect.any(Number) }),
        },
      ]);
      // Retries back off from 300 ms with jitter: up to 4.5 s of waiting before the fifth attempt.
    }, 15_000);
  }

  it('malformed JSON: a parse error, not retried', async () => {
    const storage = await signedInStorage('client');
    const { client, logged } = setup({ fault: 'malformed', storage: () => storage });
    await expect(client.query({ query: MEMBER_QUERY })).rejects.toThrow();
    expect(await attemptsSeen('Member')).toHaveLength(1);
    expect(logged).toHaveLength(1);
    expect(logged[0]?.message).toMatch(/^Error calling Member: .*JSON/);
    expect(logged[0]?.extra).toMatchObject({ event: 'GQLNetworkError', key: 'NetworkError' });
  });

  it('GraphQL errors: logged with location, path, elapsed time and variables; never retried', async () => {
    const { client, logged } = setup({ fault: 'graphql-error' });
    await expect(
      client.mutate({ mutation: TAX_CALCULATOR_RESULT_SEND, variables: { input: sendInput } }),
    ).rejects.toThrow('Injected failure while resolving taxCalculatorResultSend');
    expect(await attemptsSeen('taxCalculatorResultSend')).toHaveLength(1);
    expect(logged).toEqual([
      {
        level: 'error',
        message: 'Injected failure while resolving taxCalculatorResultSend',
        extra: expect.objectContaining({
          event: 'GQLError',
          location: 'Line 2 - Column 3',
          path: 'taxCalculatorResultSend',
          operation: 'taxCalculatorResultSend',
          elapsedMs: expect.any(Number),
          variables: { input: expect.objectContaining({ email: 'parent@example.com', hiredOptionId: 21 }) },
        }),
      },
    ]);
  });

  it('a slow answer is waited for, not retried', async () => {
    const storage = await signedInStorage('none');
    const { client, logged } = setup({ fault: 'delay=400', storage: () => storage });
    const { data } = await client.query({ query: MEMBER_QUERY });
    expect(data?.member?.homepayAccountStatusV2).toBe('NONE');
    expect(await attemptsSeen('Member')).toHaveLength(1);
    expect(logged).toEqual([]);
  });

  it('a request the caller aborts is not retried', async () => {
    const storage = await signedInStorage('client');
    const { client } = setup({ fault: 'delay=2000', storage: () => storage });
    const controller = new AbortController();
    const query = client.query({ query: MEMBER_QUERY, context: { fetchOptions: { signal: controller.signal } } });
    setTimeout(() => controller.abort(), 100);
    await expect(query).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await attemptsSeen('Member')).toHaveLength(1);
  });
});

describe("the visitor's own actions and the bot check", () => {
  const localBotCheck = (siteKey = 'site-key'): BotCheck => ({
    siteKey,
    token: async (action) => {
      const response = await fetch(`${botCheckServer.origin}/token`, {
        method: 'POST',
        body: JSON.stringify({ siteKey, action }),
      });
      if (!response.ok) throw new Error(`token request answered ${response.status}`);
      return ((await response.json()) as { token: string }).token;
    },
  });

  it('sends the protected operation with the site key and a token the server verifies', async () => {
    const { client, logged } = setup({ botCheck: () => Promise.resolve(localBotCheck()) });
    const { data } = await client.mutate({ mutation: TAX_CALCULATOR_RESULT_SEND, variables: { input: sendInput } });
    expect(data?.taxCalculatorResultSend.success).toBe(true);
    expect(logged).toEqual([]);
    const outbox = (await (await fetch(`${graphql.origin}/__admin/outbox`)).json()) as Array<{
      messageId: string;
      to: string;
      botCheck: string;
    }>;
    expect(outbox.find((message) => message.messageId === data?.taxCalculatorResultSend.messageId)).toMatchObject({
      to: 'parent@example.com',
      botCheck: 'passed',
    });
  });

  it('reports a failed bot-check step and sends the request without it; the refusal shows the visitor the generic toast', async () => {
    const { client, logged, notified, notifyUser } = setup({
      botCheck: () => Promise.resolve(localBotCheck('unknown-key')),
    });
    await expect(
      client.mutate({
        mutation: TAX_CALCULATOR_RESULT_SEND,
        variables: { input: sendInput },
        context: { notifyUser },
      }),
    ).rejects.toThrow('The bot check is missing');
    expect(logged.map((entry) => [entry.level, entry.extra.event])).toEqual([
      ['warn', 'BotCheckError'],
      ['error', 'GQLError'],
    ]);
    expect(logged[0]?.message).toBe('Bot check failed for taxCalculatorResultSend: token request answered 400');
    expect(notified).toEqual(['generic error toast']);
  });

  it('shows the generic toast when a user action hits a network error, once, after the retries', async () => {
    const { client, notified, notifyUser } = setup({ fault: 'status=502' });
    await expect(
      client.mutate({
        mutation: TAX_CALCULATOR_RESULT_SEND,
        variables: { input: sendInput },
        context: { notifyUser },
      }),
    ).rejects.toThrow();
    expect(notified).toEqual(['generic error toast']);
  });

  it('does not attach bot-check headers to unprotected operations', async () => {
    let asked = 0;
    const storage = await signedInStorage('client');
    const { client } = setup({
      storage: () => storage,
      botCheck: () => Promise.resolve({ siteKey: 'k', token: async () => `${(asked += 1)}` }),
    });
    await client.query({ query: MEMBER_QUERY });
    expect(asked).toBe(0);
  });
});

it('pins Apollo’s cache sizes: 1000 canonical strings, 2000 print entries, 2000 document infos', () => {
  expect(cacheSizes).toMatchObject({ canonicalStringify: 1000, print: 2000, 'queryManager.getDocumentInfo': 2000 });
});
