/**
 * Phones first: at 375 px (and at the desktop width) no page, and no state of the calculator,
 * is wider than the screen.
 */
import { expect, test } from './fixtures';
import { fixCalendar } from './calculator-helpers';
import { overflowing } from './fit';
import { loadSite, pagesToVisit } from './site';

const site = await loadSite();

test('no page of the site is wider than the screen', async ({ page }) => {
  for (const route of [...pagesToVisit(site).map((p) => p.route), '/no-such-page']) {
    await page.goto(route);
    expect(await overflowing(page), route).toEqual([]);
  }
});

const CALCULATOR_STATES = [
  'mode=budget&state=CA&payFrequency=weekly&rate=25&regularHours=40&overtimeHours=10',
  'mode=budget&state=NY&payFrequency=annual&grossPay=999999.99&ytdWages=4999999',
  'mode=paycheck&state=NY&payFrequency=weekly&grossPay=99999.99&ytdWages=1000000&withholdFederalIncomeTax=true&filingStatus=hoh&step2Checkbox=true&step3=999999&step4a=999999&step4b=99999&step4c=9999&stateW4.residence=newYorkCity&stateW4.allowances=99&stateW4.additionalNewYorkCity=999',
  'mode=paycheck&state=MD&payFrequency=daily&rate=999.99&regularHours=20&overtimeHours=4&withholdFederalIncomeTax=true&formYear=pre2020&maritalStatus=marriedSingleRate&allowances=99&additionalWithholding=9999',
  'mode=paycheck&state=PA&payFrequency=semimonthly&netPay=123456.78&withholdFederalIncomeTax=true&localTaxRate=3.79&localServicesTax=2.16',
  'mode=paycheck&state=GA&payDate=2027-01-08&grossPay=800',
];

test('no state of the calculator is wider than the screen: every mode, long figures, every W-4 field, the math open', async ({
  page,
}) => {
  await fixCalendar(page);
  for (const query of CALCULATOR_STATES) {
    await page.goto(`/nanny-tax-calculator?${query}`);
    await expect(page.getByRole('table')).toBeVisible();
    for (const toggle of await page
      .getByRole('table')
      .getByRole('button', { name: /^Show the math/ })
      .all())
      await toggle.click();
    for (const details of await page.locator('#calculator details summary').all()) await details.click();
    expect(await overflowing(page), query).toEqual([]);
  }
});
