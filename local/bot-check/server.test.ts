import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBotCheckServer, type RunningBotCheckServer } from './server';

let server: RunningBotCheckServer;
beforeAll(async () => {
  server = await startBotCheckServer({ siteKey: 'key', secret: 'secret' });
});
afterAll(() => server.close());

const token = async (siteKey = 'key') =>
  fetch(`${server.origin}/token`, { method: 'POST', body: JSON.stringify({ siteKey, action: 'send' }) });
const verify = async (response: string, secret = 'secret') =>
  (await fetch(server.verifyUrl, { method: 'POST', body: new URLSearchParams({ secret, response }) })).json();

describe('the local bot check', () => {
  it('serves a script with the grecaptcha interface', async () => {
    const script = await (await fetch(server.scriptUrl)).text();
    expect(script).toContain('window.grecaptcha');
    expect(script).toContain(server.origin);
  });

  it('verifies a token it issued once, with its action, as siteverify does', async () => {
    const { token: issued } = (await (await token()).json()) as { token: string };
    expect(await verify(issued)).toMatchObject({ success: true, action: 'send', 'error-codes': [] });
    expect(await verify(issued)).toEqual({ success: false, 'error-codes': ['timeout-or-duplicate'] });
  });

  it('refuses forged tokens, wrong secrets and unknown site keys', async () => {
    const { token: issued } = (await (await token()).json()) as { token: string };
    expect(await verify(`${issued}x`)).toEqual({ success: false, 'error-codes': ['invalid-input-response'] });
    expect(await verify(issued, 'wrong')).toEqual({ success: false, 'error-codes': ['invalid-input-secret'] });
    expect((await token('other')).status).toBe(400);
  });

  it('can be switched to refuse tokens, for testing the failure path', async () => {
    await fetch(`${server.origin}/__admin/refuse-tokens`, { method: 'POST', body: JSON.stringify({ refuse: true }) });
    expect((await token()).status).toBe(503);
    await fetch(`${server.origin}/__admin/refuse-tokens`, { method: 'POST', body: JSON.stringify({ refuse: false }) });
    expect((await token()).status).toBe(200);
  });
});
