/**
 * The calculator in Spanish: the same inputs give the same figures as in English, to the cent, in both modes and
 * with the math opened; its words are Spanish.
 */
import { expect, test } from './fixtures';
import { fixCalendar } from './calculator-helpers';

const QUERIES = [
  'mode=budget&state=TX&payFrequency=weekly&grossPay=800',
  'mode=paycheck&state=NY&payFrequency=weekly&grossPay=1000&withholdFederalIncomeTax=true',
  'mode=budget&state=CA&payFrequency=biweekly&grossPay=2400',
];

async function figures(page: import('@playwright/test').Page): Promise<string[]> {
  const table = page.getByRole('table');
  await expect(table).toBeVisible();
  return (await table.getByRole('cell').allInnerTexts()).filter((cell) => cell.startsWith('$'));
}

for (const query of QUERIES) {
  test(`the Spanish calculator gives the English one's figures (${query})`, async ({ page }) => {
    await fixCalendar(page);
    await page.goto(`/nanny-tax-calculator?${query}`);
    const english = await figures(page);
    expect(english.length).toBeGreaterThan(6);

    await page.goto(`/es/calculadora-de-impuestos?${query}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    expect(await figures(page)).toEqual(english);
    await expect(page.getByRole('table')).toContainText(query.includes('paycheck') ? 'Pago neto' : 'Salario bruto');
    await expect(page.getByRole('table')).not.toContainText(/Net pay|Gross pay|Social Security/);
    // Where the state's tax is withheld, the form asks for the caregiver's state certificate, as the English one does.
    if (query.includes('withholdFederalIncomeTax=true'))
      await expect(page.getByRole('group', { name: 'Formulario IT-2104 de su cuidador(a)' })).toBeVisible();
  });
}

test('the Spanish math of a line reads in Spanish and ends on the amount its row shows', async ({ page }) => {
  await fixCalendar(page);
  await page.goto('/es/calculadora-de-impuestos?mode=budget&state=TX&payFrequency=weekly&grossPay=800');
  const row = page.getByRole('table').getByRole('row', { name: /^Seguro Social/ });
  const perPeriod = (await row.getByRole('cell').first().innerText()).trim();
  await row.getByRole('button').first().click();
  const math = page.getByRole('list', { name: 'Cómo se calcula' }).first();
  await expect(math).toContainText(perPeriod);
  await expect(math).not.toContainText(/\b(the|of|wages|per)\b/);
});

test('a state chosen after the page loaded brings its own words in Spanish with its figures', async ({ page }) => {
  await fixCalendar(page);
  await page.goto('/es/calculadora-de-impuestos?mode=budget&state=TX&payFrequency=weekly&grossPay=900');
  await expect(page.getByRole('table')).toContainText('Seguro Social');
  await page.getByLabel('Estado donde trabaja su cuidador(a)').selectOption('CA');
  const table = page.getByRole('table');
  await expect(table).toContainText('Impuesto de Capacitación para el Empleo de California');
  await expect(table).not.toContainText('Employment Training Tax');
});

/** Words only each language's calculator messages and engine phrase book hold. */
const WORDS = {
  english: ['Choose a state to see the figures.', 'For a year at this pay'],
  spanish: ['Elija un estado para ver las cifras.', 'Para un año con este pago'],
};

/** The text of every script the page fetched by the time its calculator shows its figures. */
async function scriptsOf(page: import('@playwright/test').Page, path: string): Promise<string> {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(request.url());
  });
  await page.goto(path);
  await expect(page.getByRole('table')).toBeVisible();
  const bodies = await Promise.all([...scripts].map(async (url) => (await page.request.get(url)).text()));
  return bodies.join('\n');
}

test('each language’s calculator downloads its own words and not the other’s', async ({ page }) => {
  await fixCalendar(page);
  const spanish = await scriptsOf(page, '/es/calculadora-de-impuestos?state=TX&grossPay=900');
  for (const words of WORDS.spanish) expect(spanish).toContain(words);
  for (const words of WORDS.english) expect(spanish).not.toContain(words);
  const english = await scriptsOf(page, '/nanny-tax-calculator?state=TX&grossPay=900');
  for (const words of WORDS.english) expect(english).toContain(words);
  for (const words of WORDS.spanish) expect(english).not.toContain(words);
});
