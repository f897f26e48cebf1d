import { describe, expect, it } from 'vitest';
import { householdThresholds, SHIPPED_TAX_YEARS } from '../index';

describe('householdThresholds', () => {
  it('gives the published federal household figures of each shipped year', () => {
    expect(householdThresholds(2025)).toEqual({
      taxYear: 2025,
      ficaAnnualThreshold: 2800,
      futaQuarterThreshold: 1000,
      futaWageBase: 7000,
      futaNetRate: 0.006,
      socialSecurityWageBase: 176100,
    });
    expect(householdThresholds(2026)).toMatchObject({ ficaAnnualThreshold: 3000, socialSecurityWageBase: 184500 });
    for (const year of SHIPPED_TAX_YEARS) expect(householdThresholds(year)?.taxYear).toBe(year);
  });

  it('gives nothing for a year without data', () => {
    expect(householdThresholds(1999)).toBeUndefined();
  });
});
