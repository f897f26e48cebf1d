import { describe, expect, it } from 'vitest';
import { taxTokens } from './tax-tokens';

describe('taxTokens', () => {
  it("writes each year's household figures as page copy reads them", () => {
    expect(taxTokens(2025)).toEqual({
      taxYear: '2025',
      householdWageThreshold: '$2,800',
      futaQuarterThreshold: '$1,000',
      futaWageBase: '$7,000',
      futaPerEmployee: '$42',
      socialSecurityWageBase: '$176,100',
    });
    expect(taxTokens(2026)).toMatchObject({
      taxYear: '2026',
      householdWageThreshold: '$3,000',
      socialSecurityWageBase: '$184,500',
    });
  });

  it('refuses a year the tax data does not hold rather than printing a blank figure', () => {
    expect(() => taxTokens(1990)).toThrow('no tax data is registered for 1990');
  });
});
