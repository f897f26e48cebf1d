import { encode } from 'next-auth/jwt';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { signedOutReturn, signOut } from './sign-out';
import type { SessionKeeper } from './session-keeper';

const SITE = 'https://site.test';
const env = { NEXTAUTH_URL: SITE, NEXTAUTH_SECRET: 'a-test-secret-of-enough-length-0123456789' };

function recordingKeeper() {
  const ended: (string | undefined)[] = [];
  const keeper: SessionKeeper = {
    begin: async () => 'new',
    check: async () => true,
    end: async (id) => void ended.push(id),
  };
  return { keeper, ended };
}

async function signOutRequest({ origin, returnTo, sid }: { origin?: string; returnTo?: string; sid?: string }) {
  const headers = new Headers({ 'content-type': 'application/x-www-form-urlencoded' });
  if (origin) headers.set('origin', origin);
  if (sid)
    headers.set(
      'cookie',
      `next-auth.session-token=${await encode({ token: { sub: 'client', sid }, secret: env.NEXTAUTH_SECRET })}`,
    );
  const body = returnTo === undefined ? '' : new URLSearchParams({ returnTo }).toString();
  return new NextRequest(`${SITE}/api/sign-out`, { method: 'POST', headers, body });
}

describe('POST /api/sign-out', () => {
  it('refuses a request without an Origin, and one from another site, with the reason', async () => {
    const { keeper, ended } = recordingKeeper();
    const missing = await signOut(await signOutRequest({ sid: 's1' }), env, keeper);
    expect(missing.status).toBe(403);
    expect(await missing.json()).toEqual({ error: expect.stringContaining('does not say where it came from') });
    expect(
      (await signOut(await signOutRequest({ origin: 'https://evil.example', sid: 's1' }), env, keeper)).status,
    ).toBe(403);
    expect(ended).toEqual([]);
  });

  it('deletes the session record, clears the cookies and returns the visitor to the page they were on', async () => {
    const { keeper, ended } = recordingKeeper();
    const response = await signOut(
      await signOutRequest({ origin: SITE, sid: 's1', returnTo: '/partners?from=menu' }),
      env,
      keeper,
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${SITE}/partners?from=menu`);
    expect(ended).toEqual(['s1']);
    expect(response.headers.getSetCookie()).toContain(
      'next-auth.session-token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax',
    );
  });

  it('never returns the visitor to another site', async () => {
    const { keeper } = recordingKeeper();
    for (const returnTo of ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      const response = await signOut(await signOutRequest({ origin: SITE, sid: 's1', returnTo }), env, keeper);
      expect(response.headers.get('location')).toBe(`${SITE}/`);
    }
  });
});

describe('GET /api/sign-out/done', () => {
  it("follows the provider's state back to the page, and only on this site", () => {
    const back = (state: string) =>
      signedOutReturn(new NextRequest(`${SITE}/api/sign-out/done?state=${encodeURIComponent(state)}`), env).headers.get(
        'location',
      );
    expect(back('/nanny-tax-calculator?state=CA')).toBe(`${SITE}/nanny-tax-calculator?state=CA`);
    expect(back('//evil.example/x')).toBe(`${SITE}/`);
    expect(signedOutReturn(new NextRequest(`${SITE}/api/sign-out/done`), env).headers.get('location')).toBe(`${SITE}/`);
  });
});
