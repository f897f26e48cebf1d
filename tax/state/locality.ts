import { taxFromBrackets } from '../data/brackets';
import type { CompiledLocality, CompiledWorkLocality, WorkLocalityBands } from '../data/compiled';
import { roundTo } from './rounding';
import { tierValue } from '../core/tiers';
import { standardDeduction } from './deduction';
import { periodTableFor, periodTableTaxFor } from './period-table';

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
  const table = periodTableFor(schedule.periodTables, periods);
  if (table !== undefined) return periodTableTaxFor(table, periods, wages, allowances);
  const annualWages = wages * periods;
  if (annualWages <= schedule.noWithholdingAtOrBelow) return 0;
  const taxable = Math.max(
    0,
    annualWages - standardDeduction(schedule.standardDeduction, annualWages) - allowances * locality.allowanceDeduction,
  );
  return taxFromBrackets(schedule.brackets, taxable) / periods;
}

function bandTax(work: CompiledWorkLocality, bands: WorkLocalityBands, wages: number): number {
  if (wages < bands.noTaxBelow) return 0;
  let excluded = 0;
  for (const row of bands.exclusions) {
    if (wages < row.atLeast) break;
    excluded = row.amount;
  }
  return roundTo(Math.max(0, wages - excluded) * work.rate, 'cent');
}

/**
 * A nonresident's tax where the employee works (Yonkers, NYS-50-T-Y Method VII):
 * the rate times the period's gross wages less its band's exclusion, the product
 * rounded to the cent as the publication's examples do; nothing below the first band.
 * A frequency without its own bands is annualized on the annual bands (Method VIII).
 */
export function workLocalityWithholding(work: CompiledWorkLocality, wages: number, periods: number): number {
  const own = work.bands.get(periods);
  if (own !== undefined) return bandTax(work, own, wages);
  const annual = work.bands.get(1);
  return annual === undefined ? 0 : bandTax(work, annual, wages * periods) / periods;
}
