import type { CompiledFederal } from '../data/compiled';
import { dollars } from './format';
import type { PayrollInput } from '../core/types';

export interface HouseholdStatus {
  ficaDue: boolean;
  futaDue: boolean;
  notes: string[];
  /** The same notes by what they concern, for the line-by-line explanation. */
  wagesNote: string | undefined;
  ficaNote: string | undefined;
  futaNote: string | undefined;
}

/**
 * Household employers owe Social Security and Medicare only on an employee
 * paid at least the year's threshold in cash, and FUTA only once all
 * household wages reach the quarterly threshold. Without annualCashWages
 * the year is judged from this pay repeated every period.
 */
export function householdStatus(federal: CompiledFederal, input: PayrollInput, periods: number): HouseholdStatus {
  const projected = Math.max(input.grossPay * periods, input.ytdWages + input.grossPay);
  const annual = input.annualCashWages ?? projected;
  const ficaDue = annual >= federal.ficaAnnualThreshold;
  // Paid once or twice a year, the wages fall in one or two quarters, not spread over four.
  const quarterly = (input.annualCashWages ?? input.grossPay * periods) / Math.min(4, periods);
  const futaDue = quarterly >= federal.futaQuarterThreshold;
  const wagesNote =
    input.annualCashWages === undefined
      ? `Which household taxes apply was judged on ${dollars(annual)} of wages for the year (this pay every pay period); give annualCashWages if the year's total differs.`
      : undefined;
  const ficaNote = ficaDue
    ? undefined
    : `No Social Security or Medicare tax is due: ${dollars(annual)} in cash wages for the year is under the ${dollars(federal.ficaAnnualThreshold)} household-employee threshold. If wages for the year reach ${dollars(federal.ficaAnnualThreshold)}, all of them become taxable.`;
  const futaNote = futaDue
    ? undefined
    : `No federal unemployment tax (FUTA) is due: about ${dollars(quarterly)} in a quarter${periods < 4 ? ' with a payday' : ''} is under the ${dollars(federal.futaQuarterThreshold)} threshold. It is due once cash wages to all your household employees reach ${dollars(federal.futaQuarterThreshold)} in any calendar quarter of this year or last year.`;
  const notes: string[] = [];
  for (const note of [wagesNote, ficaNote, futaNote]) if (note !== undefined) notes.push(note);
  return { ficaDue, futaDue, notes, wagesNote, ficaNote, futaNote };
}
