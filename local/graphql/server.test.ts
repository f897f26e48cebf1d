/** The local GraphQL server over real HTTP: token checks, the mutation's rules, the admin endpoint and its fault queue. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, generateKeyPair } from 'jose';
import { startBotCheckServer, type RunningBotCheckServer } from '../bot-check/server';
import { startGraphqlServer, type RunningGraphqlServer } from './server';
import { createLocalKeys, type TokenMint } from './token-mint';

const ISSUER = 'urn:test:issuer';
const AUDIENCE = 'test-site';
let server: RunningGraphqlServer;
let botCheck: RunningBotCheckServer;
let mint: TokenMint;
const logLines: string[] = [];

beforeAll(async () => {
  botCheck = await startBotCheckServer({ siteKey: 'key', secret: 'secret' });
  const keys = await createLocalKeys(ISSUER, AUDIENCE);
  mint = keys.mint;
  server = await startGraphqlServer({
    trust: { issuer: ISSUER, audience: AUDIENCE, jwks: keys.jwks },
    mint,
    botCheck: { verifyUrl: botCheck.verifyUrl, secret: 'secret' },
    log: (line) => logLines.push(line),
  });
});
afterAll(async () => {
  await server.close();
  await botCheck.close();
});

const MEMBER = 'query Member { member { id firstName homepayAccountStatusV2 } }';

async function graphql(
  query: string,
  { token, headers = {}, variables }: { token?: string; headers?: Record<string, string>; variables?: object } = {},
) {
  const response = await fetch(server.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      data?: Record<string, unknown>;
      errors?: Array<{ message: string; extensions?: { code?: string } }>;
    },
  };
}

async function botToken(): Promise<string> {
  return (
    (await (
      await fetch(`${botCheck.origin}/token`, {
        method: 'POST',
        body: JSON.stringify({ siteKey: 'key', action: 'taxCalculatorResultSend' }),
      })
    ).json()) as { token: string }
  ).token;
}

describe('Member', () => {
  it.each([
    ['client', 'CLIENT'],
    ['none', 'NONE'],
    ['pending', 'PENDING'],
    ['submitted', 'SUBMITTED'],
  ])('answers the fixture member %s (%s) to a valid token', async (sub, status) => {
    const { body } = await graphql(MEMBER, { token: (await mint(sub, 60)).access_token });
    expect(body.data?.member).toMatchObject({ homepayAccountStatusV2: status });
  });

  it('answers null for a valid token of someone who is not a member', async () => {
    expect((await graphql(MEMBER, { token: (await mint('stranger', 60)).access_token })).body).toEqual({
      data: { member: null },
    });
  });

  it('refuses with 401 and a reason: no token, an expired one, another issuer or audience, a forged signature', async () => {
    const { privateKey } = await generateKeyPair('ES256');
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES256' })
      .setSubject('client')
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setExpirationTime('1h')
      .sign(privateKey);
    const cases: Array<[string | undefined, string]> = [
      [undefined, 'Sign in to see member details'],
      [(await mint('client', -10)).access_token, 'Not signed in: the token has expired'],
      [forged, 'Not signed in: the token is not valid'],
      ['not-a-jwt', 'Not signed in: the token is not valid'],
    ];
    for (const [token, message] of cases) {
      const { status, body } = await graphql(MEMBER, token ? { token } : {});
      expect(status).toBe(401);
      expect(body.errors?.[0]).toMatchObject({ message, extensions: { code: 'UNAUTHENTICATED' } });
    }
  });
});

describe('taxCalculatorResultSend', () => {
  const MUTATION =
    'mutation taxCalculatorResultSend($input: TaxCalculatorResultSendInput!) { taxCalculatorResultSend(input: $input) { success messageId } }';
  const input = {
    email: 'parent@[10.0.0.1]',
    hiredOptionId: 11,
    mode: 'PAYCHECK',
    state: 'TX',
    payFrequency: 'weekly',
    taxYear: 2026,
    lines: [{ label: 'Net pay', perPeriod: 738.8, annual: 38417.6 }],
    shareUrl: 'https://example.com/nanny-tax-calculator?state=TX',
  };

  it('records the message it would send, once the bot check passes', async () => {
    const token = await botToken();
    const { body } = await graphql(MUTATION, {
      variables: { input },
      headers: { 'x-bot-check-site-key': 'key', 'x-bot-check-token': token },
    });
    expect(body.data).toEqual({
      taxCalculatorResultSend: { success: true, messageId: expect.stringMatching(/^local-\d+$/) },
    });
    const outbox = (await (await fetch(`${server.origin}/__admin/outbox`)).json()) as Array<{
      to: string;
      text: string;
      hiredOptionId: number;
    }>;
    expect(outbox.at(-1)).toMatchObject({ to: 'parent@[10.0.0.1]', hiredOptionId: 11 });
    expect(outbox.at(-1)?.text).toContain('Net pay: $738.80 per pay period, $38,417.60 a year');
    expect(logLines.some((line) => line.includes('would send "Your nanny tax estimate" to parent@[10.0.0.1]'))).toBe(
      true,
    );

    // A token is good once.
    const replay = await graphql(MUTATION, {
      variables: { input },
      headers: { 'x-bot-check-site-key': 'key', 'x-bot-check-token': token },
    });
    expect(replay.body.errors?.[0]).toMatchObject({
      message: 'The bot check failed (timeout-or-duplicate)',
      extensions: { code: 'BOT_CHECK_FAILED' },
    });
  });

  it('refuses without the bot check, with a bad e-mail address or an unknown hired option', async () => {
    expect((await graphql(MUTATION, { variables: { input } })).body.errors?.[0]?.extensions?.code).toBe(
      'BOT_CHECK_REQUIRED',
    );
    const headers = async () => ({ 'x-bot-check-site-key': 'key', 'x-bot-check-token': await botToken() });
    expect(
      (await graphql(MUTATION, { variables: { input: { ...input, email: 'not-an-email' } }, headers: await headers() }))
        .body.errors?.[0]?.message,
    ).toBe('Enter a valid e-mail address');
    expect(
      (await graphql(MUTATION, { variables: { input: { ...input, hiredOptionId: 5 } }, headers: await headers() })).body
        .errors?.[0]?.message,
    ).toBe('hiredOptionId must be 21 (Not yet) or 11 (Yes)');
    expect(
      (await graphql(MUTATION, { variables: { input: { ...input, locale: 'fr-FR' } }, headers: await headers() })).body
        .errors?.[0],
    ).toMatchObject({ message: 'locale must be one of en-US, es-US', extensions: { field: 'locale' } });
  });

  it('writes the e-mail in the language the page asked for, English when it names none', async () => {
    const send = async (locale?: string) => {
      const headers = { 'x-bot-check-site-key': 'key', 'x-bot-check-token': await botToken() };
      const lines = [{ label: locale ? 'Pago neto' : 'Net pay', perPeriod: 738.8, annual: 38417.6 }];
      await graphql(MUTATION, { variables: { input: { ...input, lines, ...(locale ? { locale } : {}) } }, headers });
      const outbox = (await (await fetch(`${server.origin}/__admin/outbox`)).json()) as Array<{
        subject: string;
        text: string;
        locale: string;
      }>;
      return outbox.at(-1);
    };
    expect(await send('es-US')).toEqual(
      expect.objectContaining({
        locale: 'es-US',
        subject: 'Su cálculo de impuestos de niñera',
        text: [
          'Su cálculo de 2026 (cheque de pago) para TX, con pago cada semana:',
          'Pago neto: $738.80 por período de pago, $38,417.60 al año',
          'Vuelva a abrirlo: https://example.com/nanny-tax-calculator?state=TX',
        ].join('\n'),
      }),
    );
    expect(await send()).toEqual(
      expect.objectContaining({
        locale: 'en-US',
        subject: 'Your nanny tax estimate',
        text: [
          'Your 2026 paycheck estimate for TX, paid weekly:',
          'Net pay: $738.80 per pay period, $38,417.60 a year',
          'Open it again: https://example.com/nanny-tax-calculator?state=TX',
        ].join('\n'),
      }),
    );
  });
});

describe('the admin endpoint', () => {
  it('queues a fault for one operation and a number of requests', async () => {
    const queued = await fetch(`${server.origin}/__admin/faults`, {
      method: 'POST',
      body: JSON.stringify({ fault: 'status=502', operation: 'Member', times: 2 }),
    });
    expect(queued.status).toBe(201);
    const token = (await mint('client', 60)).access_token;
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await graphql(MEMBER, { token })).status);
    expect(statuses).toEqual([502, 502, 200]);
  });

  it('refuses unknown faults with the list of known ones', async () => {
    const response = await fetch(`${server.origin}/__admin/faults`, {
      method: 'POST',
      body: JSON.stringify({ fault: 'explode' }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toContain('unknown fault "explode"');
    const viaHeader = await graphql(MEMBER, { headers: { 'x-fault': 'status=42' } });
    expect(viaHeader.status).toBe(400);
  });

  it('answers 404 with a pointer for other paths, and 413 for oversized bodies', async () => {
    expect((await fetch(`${server.origin}/other`)).status).toBe(404);
    expect(
      (
        await fetch(server.url, {
          method: 'POST',
          body: 'x'.repeat(1024 * 1024 + 1),
          headers: { 'content-type': 'application/json' },
        })
      ).status,
    ).toBe(413);
  });

  it('never sends a stack trace', async () => {
    const response = await fetch(server.url, {
      method: 'POST',
      body: '{"query": "{ member { nope } }"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(await response.text()).not.toMatch(/\bat .*:\d+:\d+/);
  });
});
