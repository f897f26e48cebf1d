/**
 * Sign-in and sign-out end to end against the local identity provider
 * (oidc-provider): the visitor comes back to the exact page and query they
 * left, the header greets the member with the next step for their account
 * status, an impersonated session is marked, pages stay static, and sign-out
 * goes through the provider's end-session page.
 */
import { expect, test, type Page } from '@playwright/test';

test.skip(({ viewport }) => (viewport?.width ?? 0) <= 960, 'the header sign-in entry is the desktop one; the mobile menu links to the core site');

async function signIn(page: Page, login: string, from: string) {
  await page.goto(from);
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('password');
  await page.locator('button[type="submit"]').click();
  // The provider asks once for consent to share the profile with the site.
  const consent = page.locator('button[type="submit"]');
  if (await consent.isVisible().catch(() => false)) await consent.click();
}

test('a member signs in from any page, comes back to it with its query, and is greeted with their next step', async ({ page, baseURL }) => {
  await signIn(page, 'client', '/caregivers?rx=spring&utm_source=mail');
  await expect(page).toHaveURL(`${baseURL}/caregivers?rx=spring&utm_source=mail`);
  const banner = page.getByRole('banner');
  // The mobile menu (hidden at this width) names the member too: the bar's greeting is the visible one.
  await expect(banner.getByText('Hi, Maria').first()).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Your account' })).toBeVisible();
  await expect(banner.getByText('Impersonating')).toHaveCount(0);

  // Static pages stay static: the HTML is the prerendered one, the member comes from a route handler.
  const html = await (await page.request.get('/caregivers')).text();
  expect(html).not.toContain('Maria');
  const member = (await (await page.request.get('/api/member')).json()) as { signedIn: boolean; member: { id: string } | null; memberUuid: string };
  expect(member).toMatchObject({ signedIn: true, memberUuid: 'client', member: { id: '1001_client' } });

  await banner.getByRole('button', { name: 'Sign out' }).click();
  // The provider's end-session page asks to confirm.
  await page.locator('button[autofocus], button[type="submit"]').first().click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  expect((await (await page.request.get('/api/member')).json()) as { signedIn: boolean }).toEqual({ signedIn: false });
});

test('the next step follows the account status, and an impersonated session is marked', async ({ page }) => {
  await signIn(page, 'impersonated', '/product-and-pricing');
  const banner = page.getByRole('banner');
  await expect(banner.getByText('Impersonating')).toBeVisible();
  await expect(banner.getByText('Hi, Noah').first()).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Start enrollment' })).toBeVisible();
  const member = (await (await page.request.get('/api/member')).json()) as { isImpersonated: boolean; memberUuid: string };
  expect(member).toMatchObject({ isImpersonated: true, memberUuid: '1002_none' });
});

test('sign-in never sends the visitor to another site, whatever the return address says', async ({ page, baseURL }) => {
  for (const callbackUrl of ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'http://127.0.0.1.evil.example/']) {
    const response = await page.request.get(`/api/auth/signin?callbackUrl=${encodeURIComponent(callbackUrl)}`, { maxRedirects: 0 });
    const location = response.headers().location ?? '';
    if (location) expect(new URL(location, baseURL).origin).toBe(new URL(baseURL ?? '').origin);
  }
});

test('sign-out only answers POSTs from this site', async ({ request }) => {
  expect((await request.post('/api/sign-out', { headers: { origin: 'https://evil.example' }, maxRedirects: 0 })).status()).toBe(403);
  expect((await request.get('/api/sign-out')).status()).toBe(405);
});

test('a tampered session cookie signs the visitor out cleanly', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'next-auth.session-token', value: 'eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..tampered.tampered.tampered', url: baseURL ?? '' }]);
  const member = await page.request.get('/api/member');
  expect(member.status()).toBe(200);
  expect(await member.json()).toEqual({ signedIn: false });
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
});
