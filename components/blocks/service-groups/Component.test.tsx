import { describe, expect, it } from 'vitest';
import { makeContext, renderBlock, textOf } from '../test-utils';

const shared = {
  'service-groups': {
    payroll: { serviceTitle: 'Payroll', items: ['Paychecks by direct deposit', 'Pay stubs'] },
    taxes: { serviceTitle: 'Taxes', items: ['Quarterly filings', 'W-2 at year end', 'State registration'] },
  },
};

describe('ServiceGroupsBlock', () => {
  it('shows each group title as a heading over a list of its items', () => {
    const html = renderBlock(
      { type: 'service-groups', heading: 'What is included', groups: ['payroll', 'taxes'] },
      makeContext({ shared }),
    );
    expect(html).toMatch(/<h2[^>]*>What is included<\/h2>/);
    expect([...html.matchAll(/<h3[^>]*>([^<]+)<\/h3>/g)].map(([, title]) => title)).toEqual(['Payroll', 'Taxes']);
    expect(html.match(/<ul\b/g)).toHaveLength(2);
    expect(html.match(/<li\b/g)).toHaveLength(5);
    expect(textOf(html)).toContain('Taxes Quarterly filings W-2 at year end State registration');
  });
});
