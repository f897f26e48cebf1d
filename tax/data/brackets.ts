import type { BracketRow } from '../generated/tax-year';
import type { Bracket } from './compiled';

/**
 * Fills in each row's base as the running tax of the rows above. Where the
 * publication prints a base, it is used as printed, but must agree with that
 * running total within a dollar (or 0.03% of it): published tables round their thresholds
 * (half of $217,875 is printed as $108,938), which moves the total by cents,
 * while a typo in a table moves it by more and then fails at load.
 */
export function compileBrackets(rows: readonly BracketRow[], where: string, errors: string[]): Bracket[] {
  const out: Bracket[] = [];
  let runningBase = 0;
  let previous: Bracket | undefined;
  for (const [i, row] of rows.entries()) {
    if (i === 0 && row.over !== 0) errors.push(`${where}: the first bracket must start over 0`);
    if (previous !== undefined) {
      if (row.over <= previous.over) errors.push(`${where}[${i}]: brackets must increase`);
      runningBase = previous.base + previous.rate * (row.over - previous.over);
    }
    const base = row.base ?? runningBase;
    // Annual tables print bases a few dollars off the running total (New York's annual Method II
    // table: $9,673 where the rows above give $9,671), so the tolerance grows with the amount.
    if (Math.abs(base - runningBase) > Math.max(1, runningBase * 0.0003)) {
      errors.push(`${where}[${i}]: printed base ${base} differs from the running total ${runningBase.toFixed(2)}`);
    }
    previous = { over: row.over, base, rate: row.rate };
    out.push(previous);
  }
  return out;
}

/** Tax on `amount` from a bracket table (amount over A: base plus rate of the excess over A). */
export function taxFromBrackets(brackets: readonly Bracket[], amount: number): number {
  if (amount <= 0) return 0;
  let row: Bracket | undefined;
  for (const candidate of brackets) {
    if (candidate.over >= amount) break;
    row = candidate;
  }
  return row === undefined ? 0 : row.base + row.rate * (amount - row.over);
}
