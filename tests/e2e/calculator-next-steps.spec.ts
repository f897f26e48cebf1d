/**
 * After a result: the family's next steps in the state chosen, from its guide, with a working link to the guide; the
 * printout, which lists every input and leaves out what only works on screen; Print and Copy link. And the ways in
 * to the state guides: the home page's section and the footer.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { fixCalendar } from './calculator-helpers';
import { loadSite } from './site';

const california = (await loadSite()).shared.get('state-guides', 'california');
if (california === undefined) throw new Error('pages-config/shared/state-guides/california.json is missing');

test.beforeEach(({ page }) => fixCalendar(page));

const STATE = 'State where your caregiver works';

/** A block's section, by its heading (a section takes no name of its own). */
const section = (page: Page, heading: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: heading, exact: true }) });

const nextSteps = (page: Page, place: string) =>
  page.getByRole('region', { name: `Your next steps as a household employer in ${place}` });

test("choosing a state shows its next steps from its guide, and a link that opens the state's guide", async ({
  page,
}) => {
  await page.goto('/nanny-tax-calculator');
  await expect(page.getByLabel(STATE)).toBeVisible();
  await expect(page.getByRole('region', { name: /Your next steps/ })).toHaveCount(0);

  await page.getByLabel(STATE).selectOption('CA');
  const steps = nextSteps(page, 'California');
  // The steps sit under the figures and load as the visitor scrolls to them.
  await steps.scrollIntoViewIfNeeded();
  await expect(steps.getByText('California unemployment account.')).toBeVisible();
  await expect(steps.getByText('California withholding account.')).toBeVisible();
  await expect(steps).toContainText('Federal employer identification number (EIN)');
  // The new-hire report with its deadline, and how often to file, in the guide's own words.
  await expect(steps).toContainText(california.registration.newHire.text);
  await expect(steps).toContainText(california.filing.unemployment.text);

  // Another state's steps replace them: Texas has no income tax, so no withholding account.
  await page.getByLabel(STATE).selectOption('TX');
  const texas = nextSteps(page, 'Texas');
  await texas.scrollIntoViewIfNeeded();
  await expect(texas.getByText('Texas unemployment account.')).toBeVisible();
  await expect(texas.getByText(/withholding account/)).toHaveCount(0);
  await expect(nextSteps(page, 'California')).toHaveCount(0);

  const guide = texas.getByRole('link', { name: 'Read the full guide to nanny taxes in Texas' });
  await expect(guide).toHaveAttribute('href', '/nanny-taxes/texas');
  await guide.click();
  await expect(page).toHaveURL(/\/nanny-taxes\/texas$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nanny taxes in Texas');
});

test('printing lists every input and choice, and none of what only works on screen', async ({ page }) => {
  await page.goto(
    '/nanny-tax-calculator?state=NY&rate=25&hoursByDay=0,9,9,9,9,9,0&liveIn=true&payDate=2026-03-02' +
      '&withholdFederalIncomeTax=true&filingStatus=mfj&step2Checkbox=true&step4c=10' +
      '&stateW4.residence=newYorkCity&stateW4.allowances=2',
  );
  await expect(page.getByRole('table')).toBeVisible();
  const inputs = page.getByRole('region', { name: 'Your inputs' });
  await expect(inputs).toBeHidden();
  await expect(page.getByText(/update as you type/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  await expect(inputs).toBeVisible();
  const value = (label: string) =>
    inputs
      .getByRole('term')
      .and(inputs.getByText(label, { exact: true }))
      .locator('xpath=following-sibling::dd[1]');
  await expect(value('State where your caregiver works')).toHaveText('New York');
  await expect(value('How often you pay')).toHaveText('Weekly');
  await expect(value('Pay date')).toHaveText('March 2, 2026');
  await expect(value('Hourly rate')).toHaveText('$25');
  await expect(value('Hours each day of a typical week')).toHaveText(
    'Mon 9, Tue 9, Wed 9, Thu 9, Fri 9 (45 hours a week)',
  );
  await expect(value('Your caregiver lives in your home')).toHaveText('Yes');
  await expect(value('What your caregiver mainly does')).toHaveText('Childcare (nanny or babysitter)');
  await expect(value('Where your caregiver works')).toHaveText('Elsewhere in New York');
  await expect(value('Your caregiver asked you to withhold income tax')).toHaveText('Yes');
  await expect(value('Step 1(c): filing status')).toHaveText('Married filing jointly');
  await expect(value('Step 2(c): multiple jobs box checked')).toHaveText('Yes');
  await expect(value('Step 4(c): extra per pay period')).toHaveText('$10');
  await expect(value('Line 1: total allowances for New York State')).toHaveText('2');
  await expect(value('Resident of New York City or Yonkers')).toContainText('New York City');

  // The figures print; the form, the instructions, the buttons, the e-mail form and the phone's bar do not.
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByLabel('Hourly rate')).toBeHidden();
  await expect(page.getByText(/update as you type/)).toBeHidden();
  await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'E-mail my results' })).toBeHidden();
  await expect(page.getByRole('link', { name: /see the figures/ })).toBeHidden();
  await expect(page.getByRole('region', { name: 'Advertisement' })).toBeHidden();
});

test('a change typed just before printing is in the printout: the list of inputs catches up when printing starts', async ({
  page,
}) => {
  await page.goto('/nanny-tax-calculator?state=TX&payFrequency=weekly&rate=25&hoursByDay=0,9,9,9,9,9,0');
  await expect(page.getByRole('table')).toBeVisible();
  await page.getByLabel('Hourly rate').fill('31');
  // The browser fires beforeprint as the visitor prints, before the list's pause after typing has run out.
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  await page.emulateMedia({ media: 'print' });
  const inputs = page.getByRole('region', { name: 'Your inputs' });
  await expect(inputs.getByText('$31', { exact: true })).toBeVisible({ timeout: 200 });
});

test('Copy link puts the link to these results on the clipboard and says so', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL ?? '' });
  await page.goto('/nanny-tax-calculator?state=TX&payFrequency=biweekly&grossPay=1600');
  await expect(page.getByRole('table')).toBeVisible();
  await page.getByLabel('Gross pay per pay period').fill('1750');
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
  const copied = new URL(await page.evaluate(() => navigator.clipboard.readText()));
  expect(copied.origin + copied.pathname).toBe(new URL('/nanny-tax-calculator', baseURL).toString());
  expect(Object.fromEntries(copied.searchParams)).toMatchObject({
    state: 'TX',
    payFrequency: 'biweekly',
    grossPay: '1750',
  });
  // The address bar follows the form too: the link copied is the page's own.
  await expect.poll(() => page.url()).toBe(copied.toString());
  // Opened elsewhere, it gives the same inputs.
  await page.goto(copied.toString());
  await expect(page.getByLabel('Gross pay per pay period')).toHaveValue('1750');
  await expect(page.getByLabel('How often you pay')).toHaveValue('biweekly');
});

test('when the browser refuses the clipboard, the link is shown to copy by hand', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) },
    });
  });
  await page.goto('/nanny-tax-calculator?state=TX&payFrequency=weekly&grossPay=800');
  await expect(page.getByRole('table')).toBeVisible();
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'copy it from the box below' })).toBeVisible();
  const box = page.getByRole('textbox', { name: 'Link to these results' });
  await expect(box).toBeFocused();
  await expect(box).toHaveValue(/\/nanny-tax-calculator\?.*state=TX.*grossPay=800/);
  await expect(page.getByText('Link copied')).toHaveCount(0);
});

test("the home page's state section leads to a state's guide and to the guides' index", async ({ page }) => {
  await page.goto('/');
  await section(page, "Your state's rules").getByRole('link', { name: 'New York', exact: true }).click();
  await expect(page).toHaveURL(/\/nanny-taxes\/new-york$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nanny taxes in New York');

  await page.goto('/');
  await section(page, "Your state's rules").getByRole('link', { name: "find your state's guide" }).click();
  await expect(page).toHaveURL(/\/nanny-taxes$/);
  await expect(page.getByRole('heading', { name: 'Guides for every state and DC' })).toBeVisible();
});

test("the footer leads to the guides' index, and from there to every state's guide", async ({ page }) => {
  await page.goto('/caregivers');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Nanny taxes by state' }).click();
  await expect(page).toHaveURL(/\/nanny-taxes$/);
  const index = section(page, 'Guides for every state and DC');
  await expect(index.getByRole('link')).toHaveCount(51);
  await index.getByRole('link', { name: 'District of Columbia' }).click();
  await expect(page).toHaveURL(/\/nanny-taxes\/district-of-columbia$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nanny taxes in District of Columbia');
});
