/**
 * "Show the math" in Chromium: each line's figures with their sources, the
 * arithmetic on this pay, the notes beside their lines, and the state
 * certificate carried by a shared link.
 */
import { expect, test } from './fixtures';
import { cli, expectTable, fixCalendar, money, NEW_YORK_CITY_RESIDENT } from './calculator-helpers';

test.beforeEach(({ page }) => fixCalendar(page));

test('each line shows its math: the rate and cap with their sources, the arithmetic on this pay, and its notes beside it', async ({
  page,
}) => {
  await page.goto('/nanny-tax-calculator?state=TX&payFrequency=weekly&grossPay=800');
  const table = page.getByRole('table');
  await expect(
    table
      .getByRole('row', { name: /^Social Security \(employer share\) / })
      .getByRole('cell')
      .first(),
  ).toHaveText('$49.60');
  const toggle = table.getByRole('button', { name: 'Show the math for Social Security (employer share)' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
  await expect(panel.getByRole('list', { name: 'How it is worked out' }).getByRole('listitem')).toHaveText([
    'All $800 of this pay is under the $184,500 wage base.',
    '6.2% × $800 = $49.60',
  ]);
  await expect(panel.getByText('Wage base for the year')).toBeVisible();
  // Cited to the authority that sets it, not to the news report the figure was read in.
  await expect(panel.getByText('Source: Social Security Administration, Contribution and Benefit Base')).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Contribution and Benefit Base' })).toHaveAttribute(
    'href',
    'https://www.ssa.gov/oact/cola/cbb.html',
  );
  // The assigned-rate hint sits under the SUI line, naming the field the visitor sees.
  await expect(table.getByRole('list', { name: 'Notes on State unemployment (SUI)' })).toContainText(
    'enter your assigned rate as “Your state unemployment (SUI) rate” under Advanced',
  );
  await expect(page.getByText(/suiRate|withholdFederalIncomeTax|annualCashWages/)).toHaveCount(0);
});

test("federal income tax's math walks Worksheet 1A to the amount withheld", async ({ page }) => {
  await page.goto(
    '/nanny-tax-calculator?mode=paycheck&state=TX&payFrequency=biweekly&grossPay=2400&filingStatus=mfj&step3=2000&step4c=10&withholdFederalIncomeTax=true',
  );
  const expected = cli({
    taxYear: 2026,
    state: 'TX',
    payFrequency: 'biweekly',
    grossPay: 2400,
    w4: { filingStatus: 'mfj', step2Checkbox: false, step3: 2000, step4c: 10 },
    withholdFederalIncomeTax: true,
  });
  await page.getByRole('button', { name: 'Show the math for Federal income tax' }).click();
  const steps = page.getByRole('list', { name: 'How it is worked out' });
  await expect(steps.getByRole('listitem').first()).toHaveText('$2,400 × 26 pay periods = $62,400 a year');
  await expect(steps.getByRole('listitem').last()).toHaveText(
    `plus Step 4(c) extra withholding $10: ${money(expected.perPeriod.employee.federalIncomeTax)}`,
  );
});

test('a shared link carries the state certificate, and reopens the same New York City result', async ({ page }) => {
  await page.goto(
    '/nanny-tax-calculator?mode=paycheck&state=NY&payFrequency=weekly&grossPay=1000&withholdFederalIncomeTax=true&filingStatus=single&stateW4.filingStatus=married&stateW4.allowances=2&stateW4.residence=newYorkCity',
  );
  await expect(page.getByRole('group', { name: /IT-2104/ }).getByLabel(/^Resident of New York City/)).toHaveValue(
    'newYorkCity',
  );
  await expectTable(page, cli(NEW_YORK_CITY_RESIDENT), 'paycheck');
});

/** Publication names, method letters, table names and "annualized": words for "Show the math", not for the notes a family reads. */
const JARGON =
  /NYS-50|Method (?:I{1,3}|IV|V|VI{0,3}|B)\b|annuali[sz]|\bTables? [A-Z0-9]\b|Publication \d|\bPub\.? ?\d|Circular [A-Z]|Departmental Notice|Booklet|\(rev\.|Worksheet 1A/i;

test('notes beside the figures speak plainly; the publication and method are in Show the math', async ({ page }) => {
  await page.goto(
    '/nanny-tax-calculator?mode=paycheck&state=NY&payFrequency=weekly&grossPay=1500&withholdFederalIncomeTax=true&stateW4.residence=newYorkCity',
  );
  const table = page.getByRole('table');
  await expect(table).toBeVisible();
  const notes = await page
    .locator('#calculator ul[aria-label^="Notes on"], #calculator ul[aria-label="Other notes"]')
    .allInnerTexts();
  expect(notes.join('\n').length).toBeGreaterThan(100);
  expect(notes.join('\n')).not.toMatch(JARGON);
  await table.getByRole('button', { name: 'Show the math for State income tax' }).click();
  await expect(page.getByText(/NYS-50-T-NYS/).first()).toBeVisible();
});

test('every source in Show the math cites the authority’s own publication, and nothing of how it was read', async ({
  page,
}) => {
  await page.goto('/nanny-tax-calculator?mode=budget&state=CA&payFrequency=weekly&grossPay=800');
  const table = page.getByRole('table');
  const toggles = table.getByRole('button', { name: /^Show the math/ });
  await expect(toggles.first()).toBeVisible();
  for (const toggle of await toggles.all()) await toggle.click();
  const sources = page.locator('#calculator dd');
  await expect(sources.filter({ hasText: 'Source:' }).first()).toBeVisible();
  await expect(page.getByText('Loading source…')).toHaveCount(0);
  const { isOfficialSourceUrl } = await import('@/paylaw/data/official-hosts');
  const cited = await sources.filter({ hasText: 'Source:' }).all();
  expect(cited.length).toBeGreaterThan(5);
  for (const source of cited) {
    const href = (await source.getByRole('link').first().getAttribute('href')) ?? '';
    expect(isOfficialSourceUrl(href) && href.startsWith('https://'), href).toBe(true);
    expect(await source.innerText()).not.toMatch(
      /not yet confirmed|stored|cop(y|ies)\b|transcri|reproduc|vendor|halfpricesoft|bloomberg|secondary/i,
    );
  }
  await expect(page.getByText('Internal Revenue Service, Publication 15 (2026)').first()).toBeVisible();
});
