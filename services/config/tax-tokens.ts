/**
 * Figures page copy may write as tokens ({taxYear}, {householdWageThreshold}…), taken from the latest shipped tax
 * year, so the marketing pages and the calculator can never disagree and a new year's data updates both.
 */
import { householdThresholds, LATEST_SHIPPED_TAX_YEAR } from '@/tax';
import type { TokenValues } from '@/engine/tokens';

const dollars = (amount: number): string => `$${amount.toLocaleString('en-US', { maximumFractionDigits: 0 })}`;

export function taxTokens(year: number = LATEST_SHIPPED_TAX_YEAR): TokenValues {
  const thresholds = householdThresholds(year);
  if (!thresholds) throw new Error(`no tax data is registered for ${year}`);
  return {
    taxYear: String(year),
    householdWageThreshold: dollars(thresholds.ficaAnnualThreshold),
    futaQuarterThreshold: dollars(thresholds.futaQuarterThreshold),
    futaWageBase: dollars(thresholds.futaWageBase),
    // Cents would read oddly in copy; the credited FUTA on one employee has been whole dollars for decades.
    futaPerEmployee: dollars(Math.round(thresholds.futaWageBase * thresholds.futaNetRate)),
    socialSecurityWageBase: dollars(thresholds.socialSecurityWageBase),
  };
}
