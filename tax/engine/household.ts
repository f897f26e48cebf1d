import type { CompiledFederal } from '../data/compiled';
import type { EngineText } from './text';
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
export function householdStatus(
  federal: CompiledFederal,
  input: PayrollInput,
  periods: number,
  text: EngineText,
): HouseholdStatus {
  const { say, format } = text;
  const projected = Math.max(input.grossPay * periods, input.ytdWages + input.grossPay);
  const annual = input.annualCashWages ?? projected;
  const ficaDue = annual >= federal.ficaAnnualThreshold;
  // Paid once or twice a year, the wages fall in one or two quarters, not spread over four.
  const quarterly = (input.annualCashWages ?? input.grossPay * periods) / Math.min(4, periods);
  const futaDue = quarterly >= federal.futaQuarterThreshold;
  const wagesNote = input.annualCashWages === undefined ? say.household.wagesJudged(format.dollars(annual)) : undefined;
  const ficaNote = ficaDue
    ? undefined
    : say.household.noFica({ annual: format.dollars(annual), threshold: format.dollars(federal.ficaAnnualThreshold) });
  const futaNote = futaDue
    ? undefined
    : say.household.noFuta({
        quarterly: format.dollars(quarterly),
        fewerThanFourPaydays: periods < 4,
        threshold: format.dollars(federal.futaQuarterThreshold),
      });
  const notes: string[] = [];
  for (const note of [wagesNote, ficaNote, futaNote]) if (note !== undefined) notes.push(note);
  return { ficaDue, futaDue, notes, wagesNote, ficaNote, futaNote };
}
