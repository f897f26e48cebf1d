import { describe, expect, it } from 'vitest';
import { needsRenewal, renewed } from './refresh';

const env = { OIDC_ISSUER: 'http://idp.test', OIDC_CLIENT_ID: 'site', OIDC_CLIENT_SECRET: 'secret' };
const token = { sub: 'client', accessToken: 'old-at', refreshToken: 'rt-1', idToken: 'id-1', expiresAt: 1_000 };

function provider(answer: { status: number; body: object }) {
  const calls: Array<{ url: string; body: string; authorization: string | null }> = [];
  const fetcher: typeof fetch = async (input, init) => {
    const url = String(input);
    calls.push({ url, body: String(init?.body ?? ''), authorization: new Headers(init?.headers).get('authorization') });
    if (url.endsWith('/.well-known/openid-configuration'))
      return Response.json({ token_endpoint: 'http://idp.test/token' });
    return Response.json(answer.body, { status: answer.status });
  };
  return { fetcher, calls };
}

describe('silent renew', () => {
  it('is due from 60 s before expiry', () => {
    expect(needsRenewal(token, 939)).toBe(false);
    expect(needsRenewal(token, 940)).toBe(true);
    expect(needsRenewal({ sub: 'x' }, 5_000)).toBe(false);
  });

  it('swaps the refresh token for new tokens at the provider, with the client credentials', async () => {
    const { fetcher, calls } = provider({
      status: 200,
      body: { access_token: 'new-at', id_token: 'id-2', expires_in: 600 },
    });
    expect(await renewed(token, env, 950, fetcher)).toEqual({
      ...token,
      accessToken: 'new-at',
      idToken: 'id-2',
      refreshToken: 'rt-1',
      expiresAt: 1_550,
    });
    expect(calls[1]).toEqual({
      url: 'http://idp.test/token',
      body: 'grant_type=refresh_token&refresh_token=rt-1',
      authorization: `Basic ${Buffer.from('site:secret').toString('base64')}`,
    });
  });

  it('ends the session when the provider refuses, or when there is nothing to renew with', async () => {
    expect(
      await renewed(token, env, 950, provider({ status: 400, body: { error: 'invalid_grant' } }).fetcher),
    ).toBeNull();
    expect(await renewed({ ...token, refreshToken: undefined }, env, 950)).toBeNull();
    const unreachable: typeof fetch = async () => {
      throw new TypeError('fetch failed');
    };
    expect(await renewed(token, env, 950, unreachable)).toBeNull();
  });
});
