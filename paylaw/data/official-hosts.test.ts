import { describe, expect, it } from 'vitest';
import { isOfficialSourceUrl } from './official-hosts';

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
});
