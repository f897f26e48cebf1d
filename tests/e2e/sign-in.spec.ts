/**
 * Sign-in and sign-out end to end against the local identity provider
 * (oidc-provider): the visitor comes back to the exact page and query they
 * left, the header greets the member with the next step for their account
 * status, an impersonated session is marked, pages stay static, and sign-out
 * goes through the provider's end-session page.
 */
import type { Page } from '@playwright/test';
import { decode } from 'next-auth/jwt';
import { expect, test } from './fixtures';

// One identity provider and one member database for the whole run: these run one after another.
test.describe.configure({ mode: 'serial' });

/** The visible account slot: the desktop bar's, or the mobile menu's, opened. */
async function account(page: Page) {
  // After signing in, the browser is sent back through the identity provider: the menu answers a press only once the
  // page it lands on is interactive.
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  if ((page.viewportSize()?.width ?? 0) <= 960) {
    const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
  }
  return page.getByRole('group', { name: 'Account' });
}

async function signIn(page: Page, login: string, from: string, password = 'password') {
  await page.goto(from);
  await (await account(page)).getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Login').fill(login);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a member signs in from any page, comes back to it with its query, and is greeted with their next step', async ({
  page,
  baseURL,
}) => {
  await signIn(page, 'client', '/caregivers?rx=spring&utm_source=mail');
  await expect(page).toHaveURL(`${baseURL}/caregivers?rx=spring&utm_source=mail`);
  const banner = await account(page);
  await expect(banner.getByText('Hi, Maria')).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Your account' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Impersonating')).toHaveCount(0);

  // Static pages stay static: the HTML is the prerendered one, the member comes from a route handler.
  const html = await (await page.request.get('/caregivers')).text();
  expect(html).not.toContain('Maria');
  const member = (await (await page.request.get('/api/member')).json()) as {
    signedIn: boolean;
    member: { id: string } | null;
    memberUuid: string;
  };
  expect(member).toMatchObject({ signedIn: true, memberUuid: 'client', member: { id: '1001_client' } });

  await banner.getByRole('button', { name: 'Sign out' }).click();
  // The provider's end-session page asks to confirm, then the visitor is back on the page they left.
  await page.locator('button[autofocus], button[type="submit"]').first().click();
  await expect(page).toHaveURL(`${baseURL}/caregivers?rx=spring&utm_source=mail`);
  await expect((await account(page)).getByRole('link', { name: 'Sign in' })).toBeVisible();
  expect((await (await page.request.get('/api/member')).json()) as { signedIn: boolean }).toEqual({ signedIn: false });
});

test('a copy of the session cookie taken before sign-out is worth nothing after it', async ({
  page,
  playwright,
  baseURL,
}) => {
  await signIn(page, 'client', '/partners');
  await expect((await account(page)).getByText('Hi, Maria')).toBeVisible();
  const copied = (await page.context().cookies()).filter((cookie) => cookie.name.startsWith('next-auth.session-token'));
  expect(copied.length).toBeGreaterThan(0);
  const cookieHeader = copied.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
  const replay = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { cookie: cookieHeader } });
  try {
    expect(await (await replay.get('/api/member')).json()).toMatchObject({ signedIn: true, firstName: 'Maria' });
    await (await account(page)).getByRole('button', { name: 'Sign out' }).click();
    await page.locator('button[autofocus], button[type="submit"]').first().click();
    await expect(page).toHaveURL(`${baseURL}/partners`);
    expect(await (await replay.get('/api/member')).json()).toEqual({ signedIn: false });
    // The provider accepted the site's revocation: the refresh token inside the copied cookie renews nothing.
    // A large session cookie comes in chunks (name.0, name.1…), joined in order.
    const sessionValue = [...copied]
      .sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }))
      .map((cookie) => cookie.value)
      .join('');
    const token = await decode({ token: sessionValue, secret: process.env.NEXTAUTH_SECRET ?? '' });
    expect(typeof token?.refreshToken).toBe('string');
    const renewal = await fetch(`${process.env.OIDC_ISSUER ?? ''}/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${process.env.OIDC_CLIENT_ID ?? ''}:${process.env.OIDC_CLIENT_SECRET ?? ''}`).toString('base64')}`,
      },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: token?.refreshToken ?? '' }),
    });
    expect(renewal.status).toBe(400);
    expect(await renewal.json()).toMatchObject({ error: 'invalid_grant' });
    const session = await replay.get('/api/auth/session');
    expect(session.status()).toBe(200);
    const body = await session.text();
    expect(JSON.parse(body)).toEqual({});
    expect(body).not.toMatch(/Maria|example|@/);
  } finally {
    await replay.dispose();
  }
});

test('the next step follows the account status, and an impersonated session is marked', async ({ page }) => {
  await signIn(page, 'impersonated', '/product-and-pricing');
  const banner = await account(page);
  await expect(banner.getByText('Impersonating')).toBeVisible();
  await expect(banner.getByText('Hi, Noah')).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Start enrollment' })).toBeVisible();
  const member = (await (await page.request.get('/api/member')).json()) as {
    isImpersonated: boolean;
    memberUuid: string;
  };
  expect(member).toMatchObject({ isImpersonated: true, memberUuid: '1002_none' });
});

test('sign-in never sends the visitor to another site, whatever the return address says', async ({ page, baseURL }) => {
  for (const callbackUrl of [
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    'http://127.0.0.1.evil.example/',
  ]) {
    const response = await page.request.get(`/api/auth/signin?callbackUrl=${encodeURIComponent(callbackUrl)}`, {
      maxRedirects: 0,
    });
    const location = response.headers().location ?? '';
    if (location) expect(new URL(location, baseURL).origin).toBe(new URL(baseURL ?? '').origin);
  }
});

test('sign-out only answers POSTs from this site, and refuses one that hides where it came from', async ({
  request,
}) => {
  expect(
    (await request.post('/api/sign-out', { headers: { origin: 'https://evil.example' }, maxRedirects: 0 })).status(),
  ).toBe(403);
  const hidden = await request.post('/api/sign-out', { maxRedirects: 0 });
  expect(hidden.status()).toBe(403);
  expect(await hidden.json()).toEqual({ error: expect.stringContaining('does not say where it came from') });
  expect((await request.get('/api/sign-out')).status()).toBe(405);
});

test('a wrong password is refused beside the form, and nobody is signed in', async ({ page }) => {
  await signIn(page, 'client', '/caregivers', 'letmein');
  await expect(page.getByRole('alert')).toHaveText('That login and password do not match.');
  await expect(page.getByLabel('Login')).toHaveValue('client');
  expect((await (await page.request.get('/api/member')).json()) as { signedIn: boolean }).toEqual({ signedIn: false });
});

test('a tampered session cookie signs the visitor out cleanly', async ({ page, context, baseURL }) => {
  await context.addCookies([
    {
      name: 'next-auth.session-token',
      value: 'eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..tampered.tampered.tampered',
      url: baseURL ?? '',
    },
  ]);
  const member = await page.request.get('/api/member');
  expect(member.status()).toBe(200);
  expect(await member.json()).toEqual({ signedIn: false });
  await page.goto('/');
  await expect((await account(page)).getByRole('link', { name: 'Sign in' })).toBeVisible();
});

test('a caregiver member’s header leads to her own pay stubs and W-2, once each, never to enrollment', async ({
  page,
}) => {
  await signIn(page, 'provider', '/');
  const banner = await account(page);
  await expect(banner.getByText('Hi, Rosa')).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'For caregivers' })).toHaveCount(0);
  await expect(header.getByRole('link', { name: /enroll/i })).toHaveCount(0);
  await expect(banner.getByRole('link', { name: 'Your pay stubs' })).toHaveCount(1);
  await expect(banner.getByRole('link', { name: 'Your W-2' })).toHaveAttribute(
    'href',
    '/app/hp-enrollment/caregiver/w-2',
  );
  await banner.getByRole('link', { name: 'Your pay stubs' }).click();
  await expect(page).toHaveURL(/\/app\/hp-enrollment\/caregiver\/pay-stubs$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your pay stubs');
  await expect(page.getByRole('columnheader', { name: 'Take-home pay' })).toBeVisible();
});

test('the sign-out page offers sign-in to a visitor who is not signed in, and sign-out to a member', async ({
  page,
  baseURL,
}) => {
  await page.goto('/sign-out');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'You are not signed in' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  await main.getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Login').fill('client');
  await page.getByLabel('Password').fill('password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${baseURL}/sign-out`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(main.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'You are not signed in' })).toHaveCount(0);
  await main.getByRole('button', { name: 'Sign out' }).click();
  await page.locator('button[autofocus], button[type="submit"]').first().click();
  await expect(page).toHaveURL(`${baseURL}/`);
  expect((await (await page.request.get('/api/member')).json()) as { signedIn: boolean }).toEqual({ signedIn: false });
});

test.describe('without script', () => {
  test('the header leads to the site’s sign-in page, which signs in at the provider and comes back', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto('/caregivers?rx=spring');
      const wide = (page.viewportSize()?.width ?? 0) > 960;
      // On a phone the menu button needs script: the links it would open sit in the bar instead.
      const header = page.getByRole('banner');
      await (wide ? header.getByRole('group', { name: 'Account' }) : header)
        .getByRole('link', { name: 'Sign in' })
        .click();
      await expect(page).toHaveURL(`${baseURL}/sign-in?callbackUrl=${encodeURIComponent('/caregivers?rx=spring')}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to Hearth Payroll');
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await page.getByRole('link', { name: 'Continue to sign in' }).click();
      await page.getByLabel('Login').fill('client');
      await page.getByLabel('Password').fill('password');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(`${baseURL}/caregivers?rx=spring`);
      expect(await (await page.request.get('/api/member')).json()).toMatchObject({
        signedIn: true,
        firstName: 'Maria',
      });

      // next-auth's own sign-out address shows the site's page, whose form signs out without script too.
      await page.goto('/api/auth/signout');
      await expect(page).toHaveURL(`${baseURL}/sign-out`);
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.locator('button[autofocus], button[type="submit"]').first().click();
      await expect(page).toHaveURL(`${baseURL}/`);
      expect(await (await page.request.get('/api/member')).json()).toEqual({ signedIn: false });
    } finally {
      await context.close();
    }
  });

  test('next-auth’s own sign-in address and the problem page’s retry lead to the site’s sign-in page', async ({
    request,
    baseURL,
    playwright,
  }) => {
    const fromNextAuth = await request.get('/api/auth/signin?callbackUrl=%2Fpartners', { maxRedirects: 0 });
    expect(fromNextAuth.status()).toBe(302);
    expect(new URL(fromNextAuth.headers().location ?? '', baseURL).pathname).toBe('/sign-in');
    // The page learns where the visitor came from, from a same-site Referer only.
    const fromPage = await request.get('/sign-in', {
      maxRedirects: 0,
      headers: { referer: `${baseURL}/partners?a=1` },
    });
    expect(fromPage.status()).toBe(302);
    expect(new URL(fromPage.headers().location ?? '', baseURL).search).toBe(
      `?callbackUrl=${encodeURIComponent('/partners?a=1')}`,
    );
    const fromElsewhere = await request.get('/sign-in', {
      maxRedirects: 0,
      headers: { referer: 'https://evil.example/x' },
    });
    expect(fromElsewhere.status()).toBe(200);
    // The Spanish sign-in page does the same, and a problem on the way back to a Spanish page is told in Spanish.
    const fromSpanishPage = await request.get('/es/iniciar-sesion', {
      maxRedirects: 0,
      headers: { referer: `${baseURL}/es/cuidadores` },
    });
    expect(fromSpanishPage.status()).toBe(302);
    expect(new URL(fromSpanishPage.headers().location ?? '', baseURL).pathname).toBe('/es/iniciar-sesion');
    expect(new URL(fromSpanishPage.headers().location ?? '', baseURL).search).toBe(
      `?callbackUrl=${encodeURIComponent('/es/cuidadores')}`,
    );
    const refusedInSpanish = await request.get('/api/sign-in?callbackUrl=%2Fes%2Fcuidadores&csrf=1', {
      maxRedirects: 0,
      headers: { cookie: '' },
    });
    expect(refusedInSpanish.headers().location).toBe('/es/problema-al-iniciar-sesion?error=Cookies');
    const failedInSpanish = await request.get('/api/auth/signin?error=OAuthCallback', {
      maxRedirects: 0,
      headers: { cookie: `next-auth.callback-url=${encodeURIComponent('/es/cuidadores')}` },
    });
    expect(failedInSpanish.status()).toBe(302);
    expect(new URL(failedInSpanish.headers().location ?? '', baseURL).pathname).toBe('/es/problema-al-iniciar-sesion');
    const problem = await (await request.get('/sign-in-problem')).text();
    expect(problem).toMatch(/<a[^>]*href="\/sign-in"[^>]*>Try signing in again<\/a>/);
    // A browser that will not keep next-auth's CSRF cookie is told so instead of going round in a loop.
    const refused = await request.get('/api/sign-in?callbackUrl=%2F&csrf=1', {
      maxRedirects: 0,
      headers: { cookie: '' },
    });
    expect(refused.status()).toBe(303);
    expect(refused.headers().location).toBe('/sign-in-problem?error=Cookies');
    // A stale CSRF cookie (another deployment's secret) ends on the problem page with a fresh one, so a retry works.
    const stale = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { cookie: 'next-auth.csrf-token=stale%7C0000' },
    });
    try {
      const answer = await stale.get('/api/sign-in?callbackUrl=%2F', { maxRedirects: 0 });
      expect(answer.status()).toBe(303);
      expect(answer.headers().location).toBe('/sign-in-problem?error=Verification');
      expect(answer.headers()['set-cookie']).toMatch(/^next-auth\.csrf-token=(?!stale)/);
    } finally {
      await stale.dispose();
    }
  });
});
