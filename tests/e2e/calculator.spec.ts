/**
 * The nanny tax calculator in Chromium, checked against the tax engine's CLI
 * run as its own process: every displayed amount of each scenario, the
 * shareable URL, and bad input shown beside its field.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { cli, expectTable, fixCalendar, money, NEW_YORK_CITY_RESIDENT } from './calculator-helpers';

test.beforeEach(({ page }) => fixCalendar(page));

const scenarios = [
  {
    name: 'Budget, hourly with overtime, New York (state programs)',
    query: 'mode=budget&state=NY&payFrequency=weekly&rate=25&regularHours=40&overtimeHours=5',
    input: {
      taxYear: 2026,
      state: 'NY',
      payFrequency: 'weekly',
      hourly: { rate: 25, regularHours: 40, overtimeHours: 5, overtimeMultiplier: 1.5 },
    },
    mode: 'budget' as const,
  },
  {
    name: 'Paycheck, California every two weeks, W-4 with Steps 3 and 4, federal income tax withheld',
    query:
      'mode=paycheck&state=CA&payFrequency=biweekly&grossPay=2400&filingStatus=mfj&step3=2000&step4c=10&withholdFederalIncomeTax=true',
    input: {
      taxYear: 2026,
      state: 'CA',
      payFrequency: 'biweekly',
      grossPay: 2400,
      w4: { filingStatus: 'mfj', step2Checkbox: false, step3: 2000, step4c: 10 },
      withholdFederalIncomeTax: true,
    },
    mode: 'paycheck' as const,
  },
  {
    name: 'Paycheck, Texas (no state income tax), weekly',
    query: 'mode=paycheck&state=TX&payFrequency=weekly&grossPay=800&filingStatus=single',
    input: {
      taxYear: 2026,
      state: 'TX',
      payFrequency: 'weekly',
      grossPay: 800,
      w4: { filingStatus: 'single', step2Checkbox: false },
      withholdFederalIncomeTax: false,
    },
    mode: 'paycheck' as const,
  },
  {
    name: 'Paycheck, Illinois (flat tax) with wages this year past the Social Security wage base',
    query: 'mode=paycheck&state=IL&payFrequency=monthly&grossPay=9000&ytdWages=180000&filingStatus=single',
    input: {
      taxYear: 2026,
      state: 'IL',
      payFrequency: 'monthly',
      grossPay: 9000,
      ytdWages: 180000,
      w4: { filingStatus: 'single', step2Checkbox: false },
      withholdFederalIncomeTax: false,
    },
    mode: 'paycheck' as const,
  },
];

for (const scenario of scenarios) {
  test(`${scenario.name}: every amount matches the CLI`, async ({ page }) => {
    const expected = cli(scenario.input);
    await page.goto(`/nanny-tax-calculator?${scenario.query}`);
    await expectTable(page, expected, scenario.mode);
  });
}

test('typing updates the result and the shareable URL, which reopens the same result', async ({ page, baseURL }) => {
  await page.goto('/nanny-tax-calculator');
  await page.getByLabel('State where your caregiver works').selectOption('TX');
  await page.getByLabel('Hourly rate').fill('30');
  await page.getByLabel('Same hours each weekday').fill('7');
  const expected = cli({
    taxYear: 2026,
    state: 'TX',
    payFrequency: 'weekly',
    hourly: { rate: 30, hoursByDay: [0, 7, 7, 7, 7, 7, 0] },
  });
  await expectTable(page, expected, 'budget');
  await expect(page).toHaveURL(/state=TX/);
  const shared = page.url();
  expect(shared).toContain('rate=30');
  const second = await page.context().newPage();
  await second.goto(shared.replace(baseURL ?? '', ''));
  await expectTable(second, expected, 'budget');
  await expect(second.getByLabel('Hourly rate')).toHaveValue('30');
});

test('a plain visit keeps a clean address until the visitor changes something', async ({ page, baseURL }) => {
  await page.goto('/nanny-tax-calculator');
  await expect(page.getByRole('tab', { name: /Budget/ })).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/nanny-tax-calculator`);
  await page.getByLabel('State where your caregiver works').selectOption('FL');
  await expect(page).toHaveURL(/\?mode=budget&state=FL/);
});

test('switching to Paycheck shows what the caregiver takes home', async ({ page }) => {
  await page.goto('/nanny-tax-calculator?state=TX&grossPay=800');
  await page.getByRole('tab', { name: /Paycheck/ }).click();
  await expect(page.getByRole('tab', { name: /Paycheck/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('table').getByRole('row', { name: /^Net pay / })).toBeVisible();
  await expect(page).toHaveURL(/mode=paycheck/);
});

test('bad input is explained beside its field and clears the figures it would change; correcting it brings them back', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/nanny-tax-calculator?state=TX&rate=20&regularHours=40');
  const total = page.getByRole('table').getByRole('row', { name: /^Total employer cost / });
  const before = await total.textContent();
  await page.getByLabel('Hourly rate').fill('20x');
  await expect(page.getByText('Enter the hourly rate as a number, like 22.50')).toBeVisible();
  await expect(page.getByLabel('Hourly rate')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByText('Correct the field marked above to see the figures.')).toBeVisible();
  await page.getByLabel('Hourly rate').fill('20');
  await expect(total).toHaveText(before ?? '');
  await page.getByLabel('Regular hours per pay period').fill('200');
  await expect(page.getByText(/more than the 168 hours in a week/)).toBeVisible();
  expect(errors).toEqual([]);
});

test('an error sits on the field that caused it, and a decimal comma is read as the visitor meant it', async ({
  page,
}) => {
  await page.goto('/nanny-tax-calculator?state=TX&rate=20&regularHours=40');
  await page.getByLabel('Overtime hours per pay period').fill('500');
  await expect(page.getByLabel('Overtime hours per pay period')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Overtime hours per pay period')).toHaveAccessibleDescription(
    /more than the 168 hours in a week/,
  );
  await expect(page.getByLabel('Regular hours per pay period')).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Overtime hours per pay period').fill('0');
  await page.getByLabel('Hourly rate').fill('25,50');
  await expect(page.getByLabel('Hourly rate')).not.toHaveAttribute('aria-invalid', 'true');
  // 40 hours at $25.50, not at $2,550.
  await expect(page.getByRole('table')).toContainText(money(1020));
});

test('the first view marks no field invalid: a neutral prompt waits for a state', async ({ page }) => {
  await page.goto('/nanny-tax-calculator');
  await expect(page.getByText('Choose a state to see the figures.')).toBeVisible();
  await expect(page.locator('#calculator [aria-invalid="true"]')).toHaveCount(0);
  await expect(page.getByText('Choose the state where your caregiver works')).toHaveCount(0);
});

test('an invalid parameter in a shared link is left out with a notice, never a crash', async ({ page }) => {
  await page.goto('/nanny-tax-calculator?state=ZZ&rate=abc&payFrequency=weekly');
  await expect(page.getByRole('status').filter({ hasText: 'Some settings in the link' })).toContainText(
    'Some settings in the link were not valid and were left out: state, rate.',
  );
  await expect(page.getByText('Choose the state where your caregiver works')).toBeVisible();
});

test('Budget and Paycheck share every input: switching keeps the W-4 and the take-home pay', async ({ page }) => {
  await page.goto(
    '/nanny-tax-calculator?mode=paycheck&state=CA&payFrequency=biweekly&grossPay=2400&withholdFederalIncomeTax=true&filingStatus=mfj&step4c=25',
  );
  const net = page
    .getByRole('table')
    .getByRole('row', { name: /^Net pay / })
    .getByRole('cell')
    .first();
  const paycheckNet = await net.innerText();
  await page.getByRole('tab', { name: /Budget/ }).click();
  await expect(page.getByLabel('Step 4(c): extra per pay period')).toHaveValue('25');
  await expect(
    page.getByRole('img', { name: new RegExp(`net pay to your caregiver ${paycheckNet.replace('$', '\\$')}`) }),
  ).toBeVisible();
  await expect(page).toHaveURL(/mode=budget.*step4c=25/);
});

test('state income tax is withheld only with the election where the state leaves it voluntary, and says so', async ({
  page,
}) => {
  await page.goto('/nanny-tax-calculator?mode=paycheck&state=CA&payFrequency=biweekly&grossPay=2000');
  const stateTax = page
    .getByRole('table')
    .getByRole('row', { name: /^State income tax / })
    .getByRole('cell')
    .first();
  await expect(stateTax).toHaveText('$0.00');
  await expect(page.getByRole('group', { name: /DE 4/ })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Notes on State income tax' })).toContainText(
    'California income tax is not withheld',
  );
  await page.getByLabel('Your caregiver asked you to withhold income tax').check();
  await expect(stateTax).toHaveText(
    money(
      cli({ taxYear: 2026, state: 'CA', payFrequency: 'biweekly', grossPay: 2000, withholdFederalIncomeTax: true })
        .perPeriod.employee.stateIncomeTax,
    ),
  );
  await expect(page.getByRole('group', { name: /DE 4/ })).toBeVisible();
  await expect(page).toHaveURL(/withholdFederalIncomeTax=true/);
});

test('a state that requires withholding from household employees has it on, with why and its source', async ({
  page,
}) => {
  await page.goto('/nanny-tax-calculator?mode=paycheck&state=GA&payFrequency=weekly&grossPay=1000');
  await expect(page.getByText(/^Georgia income tax is withheld either way:/)).toBeVisible();
  await expect(page.getByRole('link', { name: /^Source: Georgia Department of Revenue/ })).toHaveAttribute(
    'href',
    /^https:\/\/dor\.georgia\.gov\//,
  );
  const expected = cli({
    taxYear: 2026,
    state: 'GA',
    payFrequency: 'weekly',
    grossPay: 1000,
    withholdFederalIncomeTax: false,
  });
  expect(expected.perPeriod.employee.stateIncomeTax).toBeGreaterThan(0);
  await expectTable(page, expected, 'paycheck');
});

test.describe('e-mail my results', () => {
  const GENERIC_ERROR = 'Error. Oops, something went wrong. Please try again later.';
  const outbox = async () =>
    (await (await fetch(`${process.env.E2E_GRAPHQL_ADMIN ?? ''}/__admin/outbox`)).json()) as Array<{
      to: string;
      hiredOptionId: number;
      botCheck: string;
      subject: string;
      text: string;
      locale: string;
    }>;
  /** The bot check refuses this page a token, as the local bot check's admin switch would, without touching other pages. */
  const refuseBotCheck = (page: Page) =>
    page.route(`${process.env.E2E_BOT_CHECK_ADMIN ?? ''}/token`, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 503,
            headers: { 'access-control-allow-origin': '*' },
            json: { error: 'the bot check is refusing tokens (admin switch)' },
          })
        : route.fallback(),
    );
  const address = (name: string) => `${name}-${test.info().project.name}-${Date.now()}@example.com`;

  async function fillAndSend(page: Page, email: string) {
    const form = page.getByRole('form', { name: 'E-mail my results' });
    await form.getByLabel('Your e-mail address').fill(email);
    await form.getByLabel('Not yet').check();
    await form.getByRole('button', { name: /E-mail my results|Try again/ }).click();
  }

  test('sends the estimate with the bot check and the hired answer, and says where it went', async ({ page }) => {
    const email = address('lead');
    await page.goto('/nanny-tax-calculator?state=NY&rate=25&regularHours=40');
    await fillAndSend(page, email);
    await expect(page.getByRole('status').filter({ hasText: `Sent to ${email}` })).toBeVisible();
    await expect(page.getByText(`We e-mailed your estimate to ${email}.`)).toBeVisible();
    const sent = (await outbox()).find((message) => message.to === email);
    expect(sent).toMatchObject({ hiredOptionId: 21, botCheck: 'passed' });
    expect(sent?.text).toContain('Total employer cost');
  });

  test('the Spanish calculator sends the estimate in Spanish, with the same figures as its table', async ({ page }) => {
    const email = address('lead-es');
    await page.goto('/es/calculadora-de-impuestos?state=TX&rate=20&regularHours=30');
    const form = page.getByRole('form', { name: 'Enviarme los resultados por correo' });
    await form.getByLabel('Su correo electrónico').fill(email);
    await form.getByLabel('Todavía no').check();
    await form.getByRole('button', { name: 'Enviarme los resultados por correo' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Enviado a ${email}` })).toBeVisible();
    const sent = (await outbox()).find((message) => message.to === email);
    expect(sent).toMatchObject({ locale: 'es-US', subject: 'Su cálculo de impuestos de niñera', hiredOptionId: 21 });
    expect(sent?.text).toMatch(/^Su cálculo de \d{4} \(presupuesto\) para TX, con pago cada semana:$/m);
    const total = page.getByRole('row').filter({ hasText: /^Costo total del empleador/ });
    const [perPeriod, annual] = await total.getByRole('cell').allTextContents();
    expect(perPeriod).toMatch(/^\$[\d,]+\.\d\d$/);
    expect(sent?.text).toContain(`Costo total del empleador: ${perPeriod} por período de pago, ${annual} al año`);
  });

  test('a refused e-mail address is explained beside the field and nothing is sent', async ({ page }) => {
    await page.goto('/nanny-tax-calculator?state=TX&rate=20&regularHours=30');
    await fillAndSend(page, 'not-an-address');
    await expect(page.getByText('Enter an e-mail address like name@example.com')).toBeVisible();
  });

  test('a server failure shows the generic error, keeps what was typed, and the retry goes through', async ({
    page,
  }) => {
    const email = address('retry');
    await page.goto('/nanny-tax-calculator?state=TX&rate=20&regularHours=30');
    await page.route('**/graphql', (route) =>
      route.continue({ headers: { ...route.request().headers(), 'x-fault': 'status=500' } }),
    );
    await fillAndSend(page, email);
    await expect(page.getByText(GENERIC_ERROR)).toBeVisible();
    await expect(page.getByText('Your estimate was not sent. Your details are still here: try again.')).toBeVisible();
    await expect(page.getByLabel('Your e-mail address')).toHaveValue(email);
    await page.unroute('**/graphql');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Sent to ${email}` })).toBeVisible();
  });

  test('when the bot check fails, that is logged, the request goes on, and the refusal shows the generic error', async ({
    page,
  }) => {
    const logged: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/logs')) logged.push(request.postData() ?? '');
    });
    await refuseBotCheck(page);
    await page.goto('/nanny-tax-calculator?state=TX&rate=20&regularHours=30');
    await fillAndSend(page, address('bot'));
    await expect(page.getByText(GENERIC_ERROR)).toBeVisible();
    await expect.poll(() => logged.join('\n')).toContain('BotCheckError');
    expect(logged.join('\n')).toContain('The bot check is missing');
  });
});

test('the loaded calculator has no serious accessibility problems, and shows where the money goes', async ({
  page,
}) => {
  await page.goto('/nanny-tax-calculator?state=NY&rate=25&regularHours=40&overtimeHours=5');
  await expect(page.getByRole('table')).toBeVisible();
  await expect(
    page.getByRole('img', { name: /^Of \$1,334\.17 you pay per pay period: net pay to your caregiver \$1,0/ }),
  ).toBeVisible();
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const axe = await new AxeBuilder({ page }).include('#calculator').analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
});

test('printing gives the figures alone: no form, navigation or other sections', async ({ page }) => {
  await page.goto('/nanny-tax-calculator?state=TX&rate=20&regularHours=30');
  await expect(page.getByRole('table')).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByLabel('Hourly rate')).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeHidden();
});

test('the reverse mode finds the gross pay that leaves the take-home pay offered, as the engine’s solver does', async ({
  page,
}) => {
  await page.goto('/nanny-tax-calculator?mode=paycheck&state=NY&payFrequency=weekly&netPay=900&filingStatus=single');
  await expect(page.getByLabel('Take-home pay per pay period')).toHaveValue('900');
  await expect(
    page
      .getByRole('table')
      .getByRole('row', { name: /^Net pay / })
      .getByRole('cell')
      .first(),
  ).toHaveText('$900.00');
  const gross = await page
    .getByRole('table')
    .getByRole('row', { name: /^Gross pay / })
    .getByRole('cell')
    .first()
    .innerText();
  const expected = cli({
    taxYear: 2026,
    state: 'NY',
    payFrequency: 'weekly',
    grossPay: Number(gross.replace(/[$,]/g, '')),
    w4: { filingStatus: 'single', step2Checkbox: false },
    withholdFederalIncomeTax: false,
  });
  expect(expected.perPeriod.employee.netPay).toBe(900);
  await expectTable(page, expected, 'paycheck');
});

test("with withholding asked for, the calculator asks the state's own certificate: a New York City resident's IT-2104 adds the city's tax, as the CLI computes it", async ({
  page,
}) => {
  await page.goto(
    '/nanny-tax-calculator?mode=paycheck&state=NY&payFrequency=weekly&grossPay=1000&withholdFederalIncomeTax=true&filingStatus=single',
  );
  const certificate = page.getByRole('group', { name: /IT-2104/ });
  await expect(certificate).toBeVisible();
  await certificate.getByLabel(/^Status box/).selectOption('married');
  await certificate.getByLabel('Line 1: total allowances for New York State').fill('2');
  await certificate.getByLabel(/^Resident of New York City/).selectOption('newYorkCity');
  const expected = cli(NEW_YORK_CITY_RESIDENT);
  expect(expected.perPeriod.employee.otherTaxes.map((line) => line.code)).toContain('NYC');
  await expectTable(page, expected, 'paycheck');
});

test('the year-end view gives the W-2 and Schedule H totals of a full year at this pay, and the benefits of paying legally', async ({
  page,
}) => {
  await page.goto(
    '/nanny-tax-calculator?mode=paycheck&state=NY&payFrequency=weekly&grossPay=1000&filingStatus=single&withholdFederalIncomeTax=true',
  );
  const expected = cli({
    taxYear: 2026,
    state: 'NY',
    payFrequency: 'weekly',
    grossPay: 1000,
    w4: { filingStatus: 'single', step2Checkbox: false },
    withholdFederalIncomeTax: true,
  });
  await page.getByText('At year end: the 2026 W-2 and Schedule H for a full year at this pay').click();
  const { annual } = expected;
  const total =
    annual.employee.socialSecurity +
    annual.employer.socialSecurity +
    annual.employee.medicare +
    annual.employee.additionalMedicare +
    annual.employer.medicare +
    annual.employee.federalIncomeTax +
    annual.employer.futa;
  await expect(page.getByText(`Box 1: wages ${money(annual.grossPay)}`)).toBeVisible();
  await expect(
    page.getByText(`Box 2: federal income tax withheld ${money(annual.employee.federalIncomeTax)}`),
  ).toBeVisible();
  await expect(page.getByText(`Total household employment taxes ${money(total)}`)).toBeVisible();
  const benefits = page.getByRole('region', { name: 'Paying on the books helps your caregiver qualify for' });
  await expect(benefits.getByRole('listitem')).toHaveText([
    'Health insurance',
    'Unemployment insurance',
    'Social security benefits',
    'Home mortgages',
    'Car loans',
  ]);
});

test("Budget mode estimates the family's own tax breaks for the care, with the year's rules", async ({ page }) => {
  await page.goto('/nanny-tax-calculator?state=TX&rate=25&regularHours=40');
  await page.getByText('Your own tax breaks for this care in 2026 (an estimate)').click();
  await page.getByLabel("Your household's adjusted gross income for 2026").fill('120000');
  await page.getByLabel('Two or more').check();
  // Joint at $120,000: 35% of the $6,000 limit.
  await expect(page.getByText('Child and dependent care credit (35% of $6,000.00) $2,100.00')).toBeVisible();
  await page.getByLabel('Dependent care FSA you set aside (up to $7,500)').fill('5000');
  await expect(page.getByText('Child and dependent care credit (35% of $1,000.00) $350.00')).toBeVisible();
  // The same family in 2025: 20% at $120,000, an FSA of up to $5,000.
  await page.getByLabel('Tax year').selectOption('2025');
  // The results re-render once the 2025 data has loaded; open the section once it is there (and only if it is shut).
  const agi2025 = page.getByLabel("Your household's adjusted gross income for 2025");
  await expect(async () => {
    if (!(await agi2025.isVisible()))
      await page.getByText('Your own tax breaks for this care in 2025 (an estimate)').click();
    await expect(agi2025).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await agi2025.fill('120000');
  await page.getByLabel('Two or more').check();
  await expect(page.getByText('Child and dependent care credit (20% of $6,000.00) $1,200.00')).toBeVisible();
  await expect(page.getByLabel('Dependent care FSA you set aside (up to $5,000)')).toBeVisible();
});
