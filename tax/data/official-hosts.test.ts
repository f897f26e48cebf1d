import { describe, expect, it } from 'vitest';
import data2026 from './2026.json';
import { compileTaxYear } from './validate-and-compile';
import { isOfficialSourceUrl } from './official-hosts';

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('official source hosts', () => {
  it.each([
    'https://www.irs.gov/pub/irs-pdf/p15t.pdf',
    'https://www.ssa.gov/oact/cola/cbb.html',
    'https://oui.doleta.gov/unemploy/content/sigpros/2020-2029/January2026.pdf',
    'https://edd.ca.gov/en/payroll_taxes/rates_and_withholding/',
    'https://www.revenue.state.mn.us/sites/default/files/wh-inst-26.pdf',
    'https://floridarevenue.com/taxes/taxesfees/Pages/reemployment.aspx',
    'https://www.laworks.net/unemploymentinsurance/ui_lainsurance.asp',
    'https://www2.laworks.net/FAQs/FAQ_UI_EmployerTaxes.asp',
    'https://www.uimn.org/employers/publications/emp-hbook/domestic.jsp',
    'https://uitax.nvdetr.org/er_welcome',
    'https://content.govdelivery.com/accounts/ORDOR/bulletins/3ffaaf1',
    'https://ui.delawareworks.com/employer-faqs.php',
    'https://ksrevenue.org/faqs-taxwh.html',
  ])('accepts the agency host of %s', (url) => {
    expect(isOfficialSourceUrl(url)).toBe(true);
  });
  it.each([
    'https://www.halfpricesoft.com/federal_income_tax_2026',
    'https://news.bloombergtax.com/payroll/x',
    'https://irs.gov.example.com/p15t.pdf',
    'https://fakeirs-gov.com/p15t.pdf',
    'https://content.govdelivery.com/landing/whatever',
    'ftp://www.irs.gov/p15t.pdf',
    'not a url',
  ])('refuses %s', (url) => {
    expect(isOfficialSourceUrl(url)).toBe(false);
  });
  it('the data refuses a primary source on a vendor host, and a secondary source without its reason', () => {
    const vendor = clone(data2026);
    const [id, source] = Object.entries(vendor.sources).find(([, s]) => s.kind === 'primary') ?? [];
    if (id === undefined || source === undefined) throw new Error('the 2026 data has no primary source');
    Object.assign(source, { url: 'https://www.halfpricesoft.com/federal_income_tax_2026' });
    const compiled = compileTaxYear(vendor);
    expect(compiled.ok ? [] : compiled.errors).toEqual([
      `sources.${id} is primary but https://www.halfpricesoft.com/federal_income_tax_2026 is not an agency's host: cite the agency's own publication, or mark it secondary with a reason`,
    ]);
    const unexplained = clone(data2026);
    const anySource = Object.values(unexplained.sources)[0];
    if (anySource === undefined) throw new Error('the 2026 data lists no sources');
    Object.assign(anySource, { kind: 'secondary' });
    delete (anySource as { reason?: string }).reason;
    const refused = compileTaxYear(unexplained);
    expect(refused.ok ? [] : refused.errors.join('\n')).toMatch(/must have required property 'reason'/);
  });
});
