import { describe, expect, it } from 'vitest';
import { checkAuthRequest, isSiteCallback } from './auth-request-check';

const SITE = 'https://www.example.com';
const check = (path: string, init: RequestInit = {}) =>
  checkAuthRequest(new Request(`${SITE}${path}`, init), SITE, 'hearth');

describe('checkAuthRequest', () => {
  it("passes next-auth's own actions with a callback address on this site", () => {
    for (const path of [
      '/api/auth/session',
      '/api/auth/csrf',
      '/api/auth/providers',
      '/api/auth/signin/hearth?callbackUrl=%2Fpartners%3Fx%3D1',
      '/api/auth/callback/hearth?code=c&state=s',
    ]) {
      expect(check(path)).toMatchObject({ ok: true });
    }
    expect(check(`/api/auth/signin?callbackUrl=${encodeURIComponent(`${SITE}/caregivers`)}`)).toMatchObject({
      ok: true,
      action: 'signin',
    });
  });

  it('answers a foreign, script or malformed callback address with 400 and the reason on the API endpoints', async () => {
    for (const callbackUrl of [
      'javascript:alert(1)',
      'https://evil.example/',
      '//evil.example',
      '%E0%A4%A',
      '/\\evil.example',
    ]) {
      for (const action of ['session', 'csrf', 'providers']) {
        const checked = check(`/api/auth/${action}?callbackUrl=${encodeURIComponent(callbackUrl)}`);
        expect(checked.ok).toBe(false);
        if (checked.ok) continue;
        expect(checked.response.status).toBe(400);
        expect(await checked.response.json()).toEqual({ error: 'callbackUrl must be a path on this site' });
      }
    }
  });

  it('sends a browser on its way through sign-in to the sign-in problem page instead', () => {
    for (const path of [
      '/api/auth/signin/hearth?callbackUrl=javascript:alert(1)',
      '/api/auth/callback/hearth?callbackUrl=javascript:alert(1)',
    ]) {
      const checked = check(path);
      expect(checked.ok).toBe(false);
      if (checked.ok) continue;
      expect(checked.response.status).toBe(303);
      expect(checked.response.headers.get('location')).toBe(`${SITE}/sign-in-problem?error=CallbackUrl`);
    }
  });

  it('refuses a return address cookie that leaves the site, and clears it', () => {
    const checked = check('/api/auth/session', {
      headers: { cookie: 'other=1; next-auth.callback-url=javascript%3Aalert(1)' },
    });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.response.status).toBe(400);
    expect(checked.response.headers.getSetCookie()).toContain(
      'next-auth.callback-url=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax',
    );
    expect(
      check('/api/auth/session', {
        headers: { cookie: `next-auth.callback-url=${encodeURIComponent(`${SITE}/partners`)}` },
      }),
    ).toMatchObject({ ok: true });
  });

  it('answers an unknown action or provider with 400 and its name', async () => {
    for (const [path, message] of [
      ['/api/auth/nonsense', '"nonsense" is not a sign-in action of this site'],
      ['/api/auth/callback/elsewhere?code=x', '"elsewhere" is not a sign-in provider of this site'],
      ['/api/auth/signin/hearth/extra', '"signin" is not a sign-in action of this site'],
    ]) {
      const checked = check(path ?? '');
      expect(checked.ok).toBe(false);
      if (!checked.ok) expect(await checked.response.json()).toEqual({ error: message });
    }
  });
});

describe('isSiteCallback', () => {
  it('takes paths and URLs of this origin only', () => {
    expect(isSiteCallback('/nanny-tax-calculator?state=CA', SITE)).toBe(true);
    expect(isSiteCallback(`${SITE}/x`, SITE)).toBe(true);
    expect(isSiteCallback('https://www.example.com.evil.example/', SITE)).toBe(false);
    expect(isSiteCallback('http://www.example.com/', SITE)).toBe(false);
  });
});
