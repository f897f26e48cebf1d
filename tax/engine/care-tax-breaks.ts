/** The year's care tax breaks for a page: its limits to say in words, and the estimate worked out with them. */
import type { CompiledCareTaxBreaks } from '../data/compiled';
import { loadTaxYear } from '../data/registry';
import { estimateCareTaxBreaks, type CareTaxBreakEstimate, type CareTaxBreakInput } from '../federal/care-tax-breaks';

export interface CareTaxBreaks {
  rules: CompiledCareTaxBreaks;
  estimate(input: CareTaxBreakInput): CareTaxBreakEstimate;
}

/** Undefined where the year is not loaded or its data has no care tax breaks. */
export function careTaxBreaksFor(taxYear: number): CareTaxBreaks | undefined {
  const rules = loadTaxYear(taxYear)?.federal.careTaxBreaks;
  return rules === undefined ? undefined : { rules, estimate: (input) => estimateCareTaxBreaks(rules, input) };
}
