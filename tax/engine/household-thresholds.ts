import { loadTaxYear } from '../data/registry';

/** The federal figures a family meets before any calculation, as a page about household employment states them. */
export interface HouseholdThresholds {
  taxYear: number;
  /** Cash wages to one household employee in the year from which Social Security and Medicare are owed. */
  ficaAnnualThreshold: number;
  /** Total cash wages to household employees in a calendar quarter from which federal unemployment tax is owed. */
  futaQuarterThreshold: number;
  /** The wages per employee federal unemployment tax is charged on. */
  futaWageBase: number;
  /** The federal unemployment rate after the full credit for state unemployment tax paid on time. */
  futaNetRate: number;
  /** The wages per employee Social Security tax is charged on. */
  socialSecurityWageBase: number;
}

/** Undefined when the year is not registered (a year without a data file, or one not loaded yet in the browser). */
export function householdThresholds(taxYear: number): HouseholdThresholds | undefined {
  const federal = loadTaxYear(taxYear)?.federal;
  if (!federal) return undefined;
  return {
    taxYear,
    ficaAnnualThreshold: federal.ficaAnnualThreshold,
    futaQuarterThreshold: federal.futaQuarterThreshold,
    futaWageBase: federal.futaWageBase,
    futaNetRate: federal.futaNetRate,
    socialSecurityWageBase: federal.ssWageBase,
  };
}
