/**
 * Pay law in the calculator, as a family enters a week at 375 and 1280 px: each day's hours split into regular and
 * overtime by the rule that protects the worker most (federal, state or city), every figure the same as the tax
 * engine's CLI for that week, the minimum wage beside the rate, and on a phone the result in view while typing.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { cli, expectTable, fixCalendar } from './calculator-helpers';

test.beforeEach(({ page }) => fixCalendar(page));

type Day = 'Sunday' | 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday';

/** Types a week into the form as a family would: the weekday shortcut, then the days that differ. */
async function enterWeek(page: Page, weekday: string, days: Partial<Record<Day, string>> = {}) {
  await page.getByLabel('Same hours each weekday').fill(weekday);
  for (const [day, hours] of Object.entries(days)) await page.getByLabel(day, { exact: true }).fill(hours);
}

const weekTotal = (page: Page) => page.locator('#calc-week-total');

test('a California 10-hour day: the tenth hour is overtime under California law, where federal law gives none', async ({
  page,
}) => {
  await page.goto('/nanny-tax-calculator?state=CA');
  await page.getByLabel('Hourly rate').fill('25');
  await enterWeek(page, '8', { Monday: '10', Friday: '' });
  // 34 hours: under federal law's 40 nothing is overtime; a personal attendant in California is owed it after 9 a day.
  await expect(weekTotal(page)).toHaveText('34 hours a week: 33 regular, 1 at time and a half');
  const expected = cli({
    taxYear: 2026,
    state: 'CA',
    payFrequency: 'weekly',
    hourly: { rate: 25, hoursByDay: [0, 10, 8, 8, 8, 0, 0] },
  });
  expect(expected.perPeriod.grossPay).toBe(33 * 25 + 37.5);
  await expectTable(page, expected, 'budget');
  await expect(page.getByRole('table')).toContainText(
    "Of the week's 34 hours, 1 is paid at time and a half under California law, the most protective that applies here: time and a half after 9 hours in a workday",
  );
  // The rule cites its statute, at the legislature's own address.
  await page.getByRole('button', { name: 'Show the math for Gross wages' }).click();
  await expect(page.getByRole('link', { name: /Labor Code section 1454/ })).toHaveAttribute(
    'href',
    /^https:\/\/leginfo\.legislature\.ca\.gov\//,
  );
});

test('New York, a live-in caregiver at 46 hours: overtime after 44, which federal law does not give a live-in', async ({
  page,
}) => {
  await page.goto('/nanny-tax-calculator?state=NY&rate=22&hoursByDay=0,10,9,9,9,9,0');
  await expect(weekTotal(page)).toHaveText('46 hours a week: 40 regular, 6 at time and a half');
  await page.getByLabel('Your caregiver lives in your home').check();
  await expect(weekTotal(page)).toHaveText('46 hours a week: 44 regular, 2 at time and a half');
  const expected = cli({
    taxYear: 2026,
    state: 'NY',
    payFrequency: 'weekly',
    hourly: { rate: 22, hoursByDay: [0, 10, 9, 9, 9, 9, 0], liveIn: true },
  });
  expect(expected.perPeriod.hours).toEqual({ regular: 44, overtime: 2, doubleTime: 0 });
  await expectTable(page, expected, 'budget');
  await expect(page).toHaveURL(/liveIn=true/);
});

test('Texas at 45 hours: federal law’s time and a half after 40, as the figures and the notes say', async ({
  page,
}) => {
  await page.goto('/nanny-tax-calculator?state=TX');
  await page.getByLabel('Hourly rate').fill('25');
  await enterWeek(page, '9');
  await expect(weekTotal(page)).toHaveText('45 hours a week: 40 regular, 5 at time and a half');
  const expected = cli({
    taxYear: 2026,
    state: 'TX',
    payFrequency: 'weekly',
    hourly: { rate: 25, hoursByDay: [0, 9, 9, 9, 9, 9, 0] },
  });
  expect(expected.perPeriod.grossPay).toBe(1187.5);
  await expectTable(page, expected, 'budget');
  await expect(page.getByRole('table')).toContainText(
    "Of the week's 45 hours, 5 are paid at time and a half under federal law, the most protective that applies here: time and a half after 40 hours in a workweek",
  );
  // The minimum wage that covers a Texas nanny is the federal one.
  await expect(page.getByText('The minimum wage is $7.25 an hour under federal law.')).toBeVisible();
});

test('a rate under the Seattle minimum is said beside the rate, naming the minimum and the place', async ({ page }) => {
  await page.goto('/nanny-tax-calculator?state=WA');
  await page.getByLabel('Hourly rate').fill('20');
  await expect(page.getByText(/The minimum wage is \$17\.13 an hour in Washington/)).toBeVisible();
  await page.getByLabel('Where your caregiver works', { exact: true }).selectOption({ label: 'Seattle' });
  const warning = page.getByText('Below the minimum wage: $21.30 an hour in Seattle, WA since January 1, 2026.');
  await expect(warning).toBeVisible();
  // Read with the field, by a screen reader too.
  const describedBy = (await page.getByLabel('Hourly rate').getAttribute('aria-describedby')) ?? '';
  expect(describedBy.split(' ')).toContain(await warning.getAttribute('id'));
  await expect(page).toHaveURL(/place=Seattle,(\+|%20)WA/);
  await page.getByLabel('Hourly rate').fill('22');
  await expect(warning).toHaveCount(0);
  await expect(page.getByText('The minimum wage is $21.30 an hour in Seattle, WA.')).toBeVisible();
});

test('on a phone the figure stays in view while the week is typed', async ({ page }, testInfo) => {
  test.skip(
    testInfo.project.name !== 'mobile-375',
    'the bar is the phone layout; wider screens show the figures beside the inputs',
  );
  await page.goto('/nanny-tax-calculator?state=TX&rate=25');
  const day = page.getByLabel('Wednesday', { exact: true });
  await day.scrollIntoViewIfNeeded();
  await day.fill('11');
  const bar = page.getByRole('link', { name: /Total employer cost \$[\d,.]+ per pay period/ });
  await expect(bar).toBeInViewport();
  await expect(day).toBeInViewport();
  const expected = cli({
    taxYear: 2026,
    state: 'TX',
    payFrequency: 'weekly',
    hourly: { rate: 25, hoursByDay: [0, 8, 8, 11, 8, 8, 0] },
  });
  await expect(bar).toContainText(
    new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
      expected.perPeriod.employer.totalCost,
    ),
  );
  // It leads to the figures, and is not in the way once they are on screen.
  await bar.click();
  await expect(page.getByRole('table')).toBeInViewport();
});
