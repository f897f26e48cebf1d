import { taxFromBrackets } from '../data/brackets';
import type { CompiledLocality, CompiledWorkLocality } from '../data/compiled';
import { roundTo } from './rounding';
import { tierValue } from '../core/tiers';
import { standardDeduction } from './deduction';
import { periodTableTax } from './period-table';

/** What a locality's tax is computed from: this period's wages and the state's own figures for it. */
export interface LocalityBasis {
  scheduleName: string;
  allowances: number;
  wages: number;
  periods: number;
  stateTaxBeforeExtra: number;
  /** The state's annual taxable wages (0 where the state works on per-period tables). */
  stateTaxable: number;
}

/**
 * A residence locality's tax for one period: a share of the state tax (Yonkers),
 * rates on the state's taxable wages (Anne Arundel, Frederick), or its own
 * tables with their own deductions (New York City, Detroit).
 */
export function localityWithholding(locality: CompiledLocality, basis: LocalityBasis): number {
  const { scheduleName, allowances, wages, periods } = basis;
  if (locality.rateOfStateTax > 0) return locality.rateOfStateTax * basis.stateTaxBeforeExtra;
  const wholeRate = locality.wholeRateByTaxable.get(scheduleName);
  if (wholeRate !== undefined) return (tierValue(wholeRate, basis.stateTaxable) * basis.stateTaxable) / periods;
  const schedule = locality.schedules.get(scheduleName);
  if (schedule === undefined) return 0;
  if (locality.onStateTaxable) return taxFromBrackets(schedule.brackets, basis.stateTaxable) / periods;
  const table = schedule.periodTables.get(periods);
  if (table !== undefined) return periodTableTax(table, wages, allowances);
  const annualWages = wages * periods;
  if (annualWages <= schedule.noWithholdingAtOrBelow) return 0;
  const taxable = Math.max(0, annualWages - standardDeduction(schedule.standardDeduction, annualWages) - allowances * locality.allowanceDeduction);
  return taxFromBrackets(schedule.brackets, taxable) / periods;
}

/**
 * A nonresident's tax where the employee works (Yonkers, NYS-50-T-Y Method VII):
 * the rate times the period's gross wages less its band's exclusion, the product
 * rounded to the cent as the publication's examples do; nothing below the first band.
 */
export function workLocalityWithholding(work: CompiledWorkLocality, wages: number, periods: number): number {
  const bands = work.bands.get(periods);
  if (bands === undefined || wages < bands.noTaxBelow) return 0;
  let excluded = 0;
  for (const row of bands.exclusions) {
    if (wages < row.atLeast) break;
    excluded = row.amount;
  }
  return roundTo(Math.max(0, wages - excluded) * work.rate, 'cent');
}
