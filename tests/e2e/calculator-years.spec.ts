/**
 * The tax year of the pay date: every year the data holds is offered, a link carries its year, a
 * year (and each state) loads its own figures when first chosen, and a year without verified
 * figures says which year's figures it shows.
 */
import { expect, test } from './fixtures';
import { SHIPPED_TAX_YEARS } from '@/tax';
import { cli, expectTable, fixCalendar, PAY_DATE } from './calculator-helpers';

test.beforeEach(({ page }) => fixCalendar(page));

test('the pay date is today by default, and the year list offers every year the data holds', async ({ page }) => {
  await page.goto('/nanny-tax-calculator?state=TX&grossPay=800');
  await expect(page.getByLabel('Pay date')).toHaveValue(PAY_DATE);
  await expect(page.getByLabel('Tax year')).toHaveValue('2026');
  await expect(page.getByLabel('Tax year').getByRole('option')).toHaveText(['2026', '2025']);
  await expect(page.getByRole('table')).toHaveAccessibleName(/2026 tax year/);
});

test('a 2025 link reopens the 2025 figures, loaded as their own chunk, as the CLI computes them', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/_next/static/chunks/')) chunks.push(request.url());
  });
  await page.goto(
    '/nanny-tax-calculator?mode=paycheck&state=NY&payFrequency=monthly&grossPay=20000&payDate=2025-06-30',
  );
  await expect(page.getByLabel('Tax year')).toHaveValue('2025');
  const expected = cli({ taxYear: 2025, state: 'NY', payFrequency: 'monthly', grossPay: 20000, payDate: '2025-06-30' });
  // The 2025 Social Security wage base ($176,100) stops the year's tax at $10,918.20.
  expect(expected.annual.employee.socialSecurity).toBe(10918.2);
  await expectTable(page, expected, 'paycheck');
  await expect(page.getByRole('table')).toHaveAccessibleName(/2025 tax year/);
  expect(chunks.length).toBeGreaterThan(0);
});

test('a state’s figures are fetched when it is chosen; when they cannot be, it says so, and choosing it again brings them', async ({
  page,
}) => {
  await page.goto('/nanny-tax-calculator?grossPay=900');
  await expect(page.getByText('Choose a state to see the figures.')).toBeVisible();
  // The calculator is in; from here the connection drops for scripts, so the state's chunk cannot come.
  await page.route('**/_next/static/chunks/**', (route) => route.abort('internetdisconnected'));
  const state = page.getByLabel('State where your caregiver works');
  await state.selectOption('CA');
  await expect(
    page.getByText('The figures for California could not be loaded. Check your connection and choose the state again.'),
  ).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  // Back online but slow: choosing California again says it is loading, no longer that it failed.
  await page.unroute('**/_next/static/chunks/**');
  await page.route('**/_next/static/chunks/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await state.selectOption('TX');
  await expect(page.getByRole('table')).toBeVisible();
  await state.selectOption('CA');
  await expect(page.getByText('Loading the 2026 figures…')).toBeVisible();
  await expect(page.getByText('The figures for California could not be loaded.', { exact: false })).toHaveCount(0);
  await expectTable(page, cli({ taxYear: 2026, state: 'CA', payFrequency: 'weekly', grossPay: 900 }), 'budget');
});

test('choosing a year moves the pay date into it and recalculates, and the link follows', async ({ page }) => {
  await page.goto('/nanny-tax-calculator?mode=paycheck&state=TX&payFrequency=monthly&grossPay=20000');
  const socialSecurity = page
    .getByRole('table')
    .getByRole('row', { name: /^Social Security / })
    .getByRole('cell')
    .last();
  await expect(socialSecurity).toHaveText('$11,439.00');
  await page.getByLabel('Tax year').selectOption('2025');
  await expect(page.getByLabel('Pay date')).toHaveValue('2025-03-02');
  await expect(socialSecurity).toHaveText('$10,918.20');
  await expect(page).toHaveURL(/payDate=2025-03-02/);
});

test('a pay date in a year without verified figures says so and names the year whose figures it shows', async ({
  page,
}) => {
  await page.goto('/nanny-tax-calculator?state=TX&grossPay=800&payDate=2027-01-08');
  await expect(
    page.getByRole('status').filter({ hasText: 'The 2027 tax figures are not all published yet' }),
  ).toContainText("these use 2026's rates, wage bases and tables");
  await expect(page.getByRole('table')).toHaveAccessibleName(/2026 tax year/);
});

test('a pay date before every year the calculator covers is explained beside its field', async ({ page }) => {
  await page.goto('/nanny-tax-calculator?state=TX&grossPay=800&payDate=2019-05-01');
  // The years named are the years whose figures ship.
  await expect(
    page.getByText(
      `The calculator covers pay dates in ${new Intl.ListFormat('en-US').format(SHIPPED_TAX_YEARS.map(String))}`,
      { exact: false },
    ),
  ).toBeVisible();
  await expect(page.getByLabel('Pay date')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('every Pub 15-T pay period is offered, and a quarterly pay is worked as the CLI works it', async ({ page }) => {
  await page.goto(
    '/nanny-tax-calculator?mode=paycheck&state=CA&payFrequency=quarterly&grossPay=12000&withholdFederalIncomeTax=true',
  );
  await expect(page.getByLabel('How often you pay').getByRole('option')).toHaveText([
    'Daily',
    'Weekly',
    'Every two weeks',
    'Twice a month',
    'Monthly',
    'Every three months',
    'Twice a year',
    'Once a year',
  ]);
  await expectTable(
    page,
    cli({
      taxYear: 2026,
      state: 'CA',
      payFrequency: 'quarterly',
      grossPay: 12000,
      withholdFederalIncomeTax: true,
      w4: { filingStatus: 'single' },
    }),
    'paycheck',
  );
});

test('a 2019-or-earlier Form W-4 is worked with its allowances, as the CLI works it', async ({ page }) => {
  await page.goto(
    '/nanny-tax-calculator?mode=paycheck&state=TX&payFrequency=weekly&grossPay=900&withholdFederalIncomeTax=true',
  );
  await page.getByLabel('2019 or earlier (allowances)').check();
  await page.getByLabel('Line 3: marital status').selectOption('married');
  await page.getByLabel('Line 5: allowances').fill('2');
  await expectTable(
    page,
    cli({
      taxYear: 2026,
      state: 'TX',
      payFrequency: 'weekly',
      grossPay: 900,
      withholdFederalIncomeTax: true,
      w4: { formYear: 'pre2020', maritalStatus: 'married', allowances: 2 },
    }),
    'paycheck',
  );
  await expect(page).toHaveURL(/formYear=pre2020.*maritalStatus=married.*allowances=2/);
});

test('a Pennsylvania family finds its local earned income tax by its town, and the result has the local line', async ({
  page,
}) => {
  await page.goto(
    '/nanny-tax-calculator?mode=paycheck&state=PA&payFrequency=weekly&grossPay=1000&withholdFederalIncomeTax=true',
  );
  await page.getByLabel('Where the work is done (your home): municipality').fill('Pittsburgh');
  await page
    .getByRole('list', { name: /Places matching/ })
    .getByRole('button')
    .first()
    .click();
  await expect(page.getByText(/^Using Pittsburgh/)).toBeVisible();
  const rate = page.getByLabel('Pennsylvania local earned income tax rate');
  await expect(rate).not.toHaveValue('');
  const services = await page.getByLabel('Pennsylvania Local Services Tax per pay period').inputValue();
  const expected = cli({
    taxYear: 2026,
    state: 'PA',
    payFrequency: 'weekly',
    grossPay: 1000,
    withholdFederalIncomeTax: true,
    w4: { filingStatus: 'single' },
    localTaxRate: Math.round(Number(await rate.inputValue()) * 1000) / 100_000,
    ...(services === '' ? {} : { localServicesTax: { perPeriod: Number(services) } }),
  });
  await expectTable(page, expected, 'paycheck');
  await expect(
    page.getByRole('table').getByRole('row', { name: /^Pennsylvania local earned income tax / }),
  ).toBeVisible();
});

test('when the calculator itself cannot be fetched, its place says so, and trying again brings it', async ({
  page,
}) => {
  // The scripts the page names itself load; the calculator's own (code, words, figures), fetched after, cannot.
  const html = await (await page.request.get('/nanny-tax-calculator?state=CA&grossPay=900')).text();
  await page.route('**/_next/static/chunks/**', (route) =>
    html.includes(new URL(route.request().url()).pathname) ? route.continue() : route.abort('internetdisconnected'),
  );
  await page.goto('/nanny-tax-calculator?state=CA&grossPay=900');
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'The calculator could not be loaded. Check your connection and try again.' }),
  ).toBeVisible();
  await page.unroute('**/_next/static/chunks/**');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expectTable(page, cli({ taxYear: 2026, state: 'CA', payFrequency: 'weekly', grossPay: 900 }), 'budget');
});
