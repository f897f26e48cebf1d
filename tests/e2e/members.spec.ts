/**
 * Every kind of member, in the header at a phone's, a small laptop's and a desktop's width; the
 * mobile menu signs in like the desktop bar; partners are addressed as partners.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { brokenLabels, overflowing } from './fit';

test.describe.configure({ mode: 'serial' });

async function signInFromMenu(page: Page, login: string) {
  await page.goto('/product-and-pricing?from=menu');
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('group', { name: 'Account' }).getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Login').fill(login);
  await page.getByLabel('Password').fill('password');
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const MEMBERS = [
  { login: 'client', greeting: 'Hi, Maria', step: 'Your account' },
  { login: 'none', greeting: 'Hi, Noah', step: 'Start enrollment' },
  { login: 'pending', greeting: 'Hi, Priya', step: 'Finish enrollment' },
  { login: 'submitted', greeting: 'Hi, Sam', step: 'Check your enrollment' },
  { login: 'provider', greeting: 'Hi, Rosa', step: 'Your pay stubs' },
  { login: 'impersonated', greeting: 'Hi, Noah', step: 'Start enrollment' },
];

test('on a phone, the menu’s Sign in signs the member in and brings them back, and the menu shows their next step', async ({
  page,
  baseURL,
}) => {
  test.skip((page.viewportSize()?.width ?? 0) > 960, 'the menu is the phone layout');
  await signInFromMenu(page, 'pending');
  await expect(page).toHaveURL(`${baseURL}/product-and-pricing?from=menu`);
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  const account = page.getByRole('group', { name: 'Account' });
  await expect(account.getByText('Hi, Priya')).toBeVisible();
  await expect(account.getByRole('link', { name: 'Finish enrollment' })).toBeVisible();
  await expect(account.getByRole('button', { name: 'Sign out' })).toBeVisible();
});

for (const member of MEMBERS) {
  test(`the header fits ${member.login === 'impersonated' ? 'a support session' : `the ${member.login} member`} at 375, 1024 and 1280 px`, async ({
    page,
  }) => {
    test.skip((page.viewportSize()?.width ?? 0) <= 960, 'this test sets each width itself');
    await page.goto('/');
    await page.getByRole('group', { name: 'Account' }).getByRole('link', { name: 'Sign in' }).click();
    await page.getByLabel('Login').fill(member.login);
    await page.getByLabel('Password').fill('password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    for (const width of [1280, 1024, 375]) {
      await page.setViewportSize({ width, height: 800 });
      if (width <= 960) await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
      const account = page.getByRole('group', { name: 'Account' });
      await expect(account.getByText(member.greeting)).toBeVisible();
      await expect(account.getByRole('link', { name: member.step })).toBeVisible();
      if (member.login === 'impersonated') await expect(account.getByText('Impersonating')).toBeVisible();
      expect(await overflowing(page), `${member.login} at ${width} px`).toEqual([]);
      expect(await brokenLabels(page, 'header'), `${member.login} at ${width} px`).toEqual([]);
      // One row: the bar is no taller than the header's own height.
      if (width > 960)
        expect(
          (await page.getByRole('banner').boundingBox())?.height ?? 0,
          `${member.login} at ${width} px`,
        ).toBeLessThanOrEqual(80);
      // Where the account takes the links' room, the links are one tap away behind the menu button.
      const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
      if (width > 960 && (await menu.isVisible())) {
        await menu.click();
        await expect(page.getByRole('banner').getByRole('link', { name: 'Pricing' })).toBeVisible();
        await expect(page.getByRole('group', { name: 'Account' })).toHaveCount(1);
        await menu.click();
      }
    }
  });
}

test('the partner pages speak to partners about their clients, and partner sign-in leads to the partner path', async ({
  page,
}) => {
  await page.goto('/partners');
  const main = page.getByRole('main');
  await expect(main).not.toContainText(/your caregiver/i);
  await expect(main).toContainText("your client's caregiver");
  await page.goto('/proportal');
  for (const link of await page.getByRole('main').getByRole('link', { name: 'Partner sign-in' }).all()) {
    await expect(link).toHaveAttribute('href', '/app/hp-partner-enrollment/sign-in');
  }
  const response = await page.request.get('/app/hp-partner-enrollment/sign-in', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toMatch(/\/app\/hp-partner-enrollment\/sign-in$/);
});
