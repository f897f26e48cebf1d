import { taxFromBrackets } from '../data/brackets';
import type { CompiledLocality, CompiledSchedule } from '../data/compiled';
import { standardDeduction } from './deduction';
import { periodTableTax } from './period-table';

/** A locality's own schedule on annual wages (New York City): deduction, allowances, brackets, back to the period. */
export function localityWithholding(locality: CompiledLocality, scheduleName: string, allowances: number, wages: number, periods: number, stateTaxBeforeExtra: number): number {
  if (locality.rateOfStateTax > 0) return locality.rateOfStateTax * stateTaxBeforeExtra;
  const schedule: CompiledSchedule | undefined = locality.schedules.get(scheduleName);
  if (schedule === undefined) return 0;
  const table = schedule.periodTables.get(periods);
  if (table !== undefined) return periodTableTax(table, wages, allowances);
  const annualWages = wages * periods;
  if (annualWages <= schedule.noWithholdingAtOrBelow) return 0;
  const taxable = Math.max(0, annualWages - standardDeduction(schedule.standardDeduction, annualWages) - allowances * locality.allowanceDeduction);
  return taxFromBrackets(schedule.brackets, taxable) / periods;
}
