/**
 * The identity provider out of service. Its admin switch takes it down for every visitor, so this runs in the
 * `outage` project, after every other project has finished (playwright.config.ts).
 */
import { expect, test } from '../fixtures';

async function switchProvider(down: boolean) {
  const response = await fetch(`${process.env.OIDC_ISSUER ?? ''}/__admin/down`, { method: 'POST', body: String(down) });
  if (!response.ok) throw new Error(`the identity provider's admin switch answered ${response.status}`);
}

test('with the identity provider down, sign-in ends on a friendly page with a retry, never a stack trace', async ({
  page,
}) => {
  await switchProvider(true);
  try {
    await page.goto('/caregivers');
    await page.getByRole('group', { name: 'Account' }).getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/sign-in-problem/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("We couldn't sign you in");
    await expect(page.getByRole('main').getByRole('link', { name: 'Try signing in again' })).toBeVisible();
    expect(await page.content()).not.toMatch(/\bat .*\(.*:\d+:\d+\)/);
  } finally {
    await switchProvider(false);
  }
});
