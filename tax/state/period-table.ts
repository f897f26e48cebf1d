import type { Bracket, PeriodTable } from '../data/compiled';
import { roundTo } from './rounding';

/** A printed per-count amount (California Tables 2 and 4); beyond the table, the one-allowance amount times the count. */
function printedForCount(amounts: readonly number[], count: number): number {
  if (count <= 0) return 0;
  return amounts[count - 1] ?? (amounts[0] ?? 0) * count;
}

/** A printed deduction by count whose later allowances are each worth the last step (Kansas). */
function steppedForCount(amounts: readonly number[], count: number): number {
  if (count <= 0) return 0;
  const printed = amounts[count - 1];
  if (printed !== undefined) return printed;
  const last = amounts[amounts.length - 1] ?? 0;
  const step = last - (amounts[amounts.length - 2] ?? 0);
  return last + (count - amounts.length) * step;
}

/**
 * The table printed for this many periods a year or, where the publication
 * prints none for it, its annual table: the caller then works on the year's
 * wages and divides the tax by the periods (`table.periods` tells which).
 */
export function periodTableFor(tables: ReadonlyMap<number, PeriodTable>, periods: number): PeriodTable | undefined {
  return tables.get(periods) ?? tables.get(1);
}

/**
 * The tax for one period from `periodTableFor`'s table: the printed table as
 * it stands, or the annual one on the wages (and any subtraction) times the
 * periods, divided by the periods.
 */
export function periodTableTaxFor(
  table: PeriodTable,
  periods: number,
  wages: number,
  claimedAllowances: number,
  additionalAllowances = 0,
  subtracted = 0,
): number {
  if (table.periods === periods)
    return periodTableTax(table, wages, claimedAllowances, additionalAllowances, subtracted);
  const scale = periods / table.periods;
  return periodTableTax(table, wages * scale, claimedAllowances, additionalAllowances, subtracted * scale) / scale;
}

/**
 * A printed per-period table (New York, New Jersey, California Method B,
 * Utah): net wages looked up in the period's rows, the rate times the excess
 * rounded as the publication's examples round it, then the printed credits.
 */
export function periodTableTax(
  table: PeriodTable,
  wages: number,
  claimedAllowances: number,
  additionalAllowances = 0,
  subtracted = 0,
): number {
  if (wages <= table.noWithholdingAtOrBelow) return 0;
  if (claimedAllowances > 0 && wages < table.noWithholdingBelowWithAllowances) return 0;
  const allowances = wages > table.allowancesIgnoredAbove ? 0 : claimedAllowances;
  const allowanceDeduction =
    table.allowanceDeductions.length > 0
      ? steppedForCount(table.allowanceDeductions, allowances)
      : allowances * table.perAllowance;
  const net =
    wages -
    subtracted -
    table.deduction -
    allowanceDeduction -
    printedForCount(table.additionalAllowanceDeductions, additionalAllowances);
  if (net <= 0) return 0;
  // New York Method III: from an annualized amount, one rate on the whole net wages replaces the table.
  let flatRate: number | undefined;
  for (const flat of table.flatRatesOnWhole) if (net * table.periods >= flat.annualizedAtLeast) flatRate = flat.rate;
  if (flatRate !== undefined) return roundTo(net * flatRate, table.roundProducts);
  let row: Bracket | undefined;
  for (const candidate of table.brackets) {
    if (table.atLeast ? candidate.over > net : candidate.over >= net && candidate.over > 0) break;
    row = candidate;
  }
  const tax = row === undefined ? 0 : row.base + roundTo((net - row.over) * row.rate, table.roundProducts);
  const phase = table.creditPhaseOut;
  const reduction =
    phase === undefined || wages <= phase.over ? 0 : roundTo((wages - phase.over) * phase.rate, table.roundProducts);
  const credits =
    printedForCount(table.allowanceCredits, allowances) +
    additionalAllowances * table.additionalAllowanceCredit +
    Math.max(0, table.personalCredit - reduction);
  return Math.max(0, tax - credits);
}
