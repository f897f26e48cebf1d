/**
 * The state guides as a family and a search engine meet them: every state and DC has its own page with its own
 * title, description and structured data, the figures are the tax data's, the pay rules are the pay-law data's with
 * the law each comes from, and the calculator opens preset to the state and a typical week.
 */
import { calculatePayroll, LATEST_SHIPPED_TAX_YEAR, stateGuideFacts } from '@/tax';
import { PAY_LAW_RULES } from '@/paylaw';
import { PAY_LAW_TEXTS } from '@/paylaw/generated/pay-law-texts';
import { jurisdictions } from '@/services/config/collections';
import { expect, test } from './fixtures';
import { overflowing } from './fit';
import { loadSite } from './site';

const site = await loadSite();
const guides = site.pages.filter((page) => page.collection === 'jurisdictions');
const money = (amount: number) => amount.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

test('every state and DC has a guide of its own, linked from the index, with its own title, description and structured data', async ({
  request,
  baseURL,
}) => {
  test.skip(test.info().project.name !== 'desktop-1280', 'the same HTML at every width');
  expect(guides.map((page) => page.route).sort()).toEqual(
    jurisdictions()
      .map(({ slug }) => `/nanny-taxes/${slug}`)
      .sort(),
  );
  const index = await (await request.get('/nanny-taxes')).text();
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const { slug, name } of jurisdictions()) {
    expect(index).toContain(`href="/nanny-taxes/${slug}"`);
    const response = await request.get(`/nanny-taxes/${slug}`);
    expect(response.status(), slug).toBe(200);
    const html = await response.text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(title).toContain(name);
    titles.add(title);
    descriptions.add(description);
    const data = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      ([, json]) => JSON.parse(json ?? '{}') as { '@type': string; itemListElement?: Array<{ item: string }> },
    );
    const canonical = new URL(`/nanny-taxes/${slug}`, site.site.baseUrl).toString();
    expect(data.find((item) => item['@type'] === 'BreadcrumbList')?.itemListElement?.map((item) => item.item)).toEqual([
      new URL('/nanny-taxes', site.site.baseUrl).toString(),
      canonical,
    ]);
    expect(data.find((item) => item['@type'] === 'Article')).toMatchObject({ mainEntityOfPage: canonical });
  }
  expect(titles.size).toBe(51);
  expect(descriptions.size).toBe(51);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap.match(/<loc>[^<]*\/nanny-taxes\/[a-z-]+<\/loc>/g)).toHaveLength(51);
  expect(baseURL).toBeDefined();
});

for (const { slug, code } of [
  { slug: 'texas', code: 'TX' },
  { slug: 'new-york', code: 'NY' },
  { slug: 'district-of-columbia', code: 'DC' },
]) {
  test(`the ${code} guide shows the tax data's figures, fits the screen, and opens the calculator preset to ${code}`, async ({
    page,
  }) => {
    const facts = stateGuideFacts(LATEST_SHIPPED_TAX_YEAR, code);
    const example = calculatePayroll({
      taxYear: LATEST_SHIPPED_TAX_YEAR,
      state: code,
      payFrequency: 'weekly',
      grossPay: 800,
    });
    if (!facts || !example.ok) throw new Error(`no tax data for ${code}`);
    await page.goto(`/nanny-taxes/${slug}`);
    expect(await overflowing(page)).toEqual([]);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(`Nanny taxes in ${facts.state.name}`);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link')).toHaveAttribute(
      'href',
      '/nanny-taxes',
    );
    const threshold = facts.unemployment.householdThreshold?.value.value;
    if (typeof threshold === 'number') {
      const stateFact = main
        .getByRole('heading', { level: 3, name: `${facts.state.name} unemployment tax`, exact: true })
        .locator('xpath=following-sibling::p[1]');
      await expect(stateFact).toContainText(`Once you pay ${money(threshold).replace('.00', '')} or more`);
    }
    const takeHome = main.getByRole('row', { name: /Take-home pay/ });
    await expect(takeHome).toContainText(money(example.value.perPeriod.employee.netPay));
    await expect(main.getByRole('row', { name: /Your total cost/ })).toContainText(
      money(example.value.perPeriod.employer.totalCost),
    );
    if (facts.state.incomeTax === 'none')
      await expect(main.getByRole('heading', { name: 'No state income tax to withhold' })).toBeVisible();
    for (const program of facts.programs)
      await expect(
        main.getByRole('rowheader', { name: program.label.replace(/ \((employee|employer)\)$/, ''), exact: true }),
      ).toBeVisible();
    for (const label of Object.values(facts.state.residences))
      await expect(main.getByText(label, { exact: true })).toBeVisible();

    await main.getByRole('link', { name: `Estimate your ${facts.state.name} taxes` }).click();
    // The calculator writes its whole state into the address once it runs; the state is the one preset.
    await expect(page).toHaveURL(new RegExp(`/nanny-tax-calculator\\?(.*&)?state=${code}(&|$)`), { timeout: 15_000 });
    await expect(page.getByLabel('State where your caregiver works')).toHaveValue(code);
  });
}

// California has its own overtime law beside the federal one; Texas leaves household workers to federal law.
for (const { slug, name, code, stateHost } of [
  { slug: 'california', name: 'California', code: 'CA', stateHost: '.ca.gov' },
  { slug: 'texas', name: 'Texas', code: 'TX', stateHost: '.texas.gov' },
] as const) {
  test(`the ${name} guide's pay rules set the federal 40-hour rule beside the state's, each citing the law`, async ({
    page,
  }) => {
    const federalOvertime = PAY_LAW_TEXTS.federal.overtime.summary;
    if (!federalOvertime) throw new Error('the federal overtime rule is in the pay-law data');
    await page.goto(`/nanny-taxes/${slug}`);
    expect(await overflowing(page)).toEqual([]);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: `Estimate your ${name} taxes` })).toHaveAttribute(
      'href',
      /[?&]hoursByDay=0,9,9,9,9,9,0(&|$)/,
    );
    const heading = page.getByRole('heading', { level: 2, name: `Pay rules in ${name}` });
    await expect(heading).toBeVisible();
    // The inner locator of `has` is matched inside each section, so it starts from the page, not from main.
    const section = main.locator('section', { has: heading });
    await expect(section.getByRole('heading', { level: 3 })).toHaveText([
      'Minimum wage',
      'Overtime',
      'Day of rest',
      'Paid sick leave',
      'Written agreement or pay notice',
    ]);
    // The minimum wage table names who sets each rate: the state, or federal law where the state's leaves some out.
    const covers = PAY_LAW_RULES.states[code].minimumWage?.covers;
    await expect(
      section.getByRole('rowheader', { name: covers === 'all' ? name : 'Federal law', exact: true }),
    ).toBeVisible();

    const liveOut = section.getByRole('row', { name: /^Lives out/ });
    const federal = liveOut.getByRole('cell').first();
    await expect(federal).toContainText('over 40 in a workweek');
    await expect(federal).toContainText(federalOvertime.text);
    await expect(federal.getByRole('link', { name: federalOvertime.source.title })).toHaveAttribute(
      'href',
      federalOvertime.source.url,
    );
    // Each rule links to its law on the authority's own site: the federal agency's and the state's, on .gov hosts.
    const hosts = await section
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).hostname));
    expect(hosts.filter((host) => host.endsWith('.gov'))).toContain(new URL(federalOvertime.source.url).hostname);
    expect(hosts.filter((host) => host.endsWith(stateHost))).not.toEqual([]);
  });
}
