/** A value read from rows by annual wages (rows increase by `over`; the first row, over 0, also covers 0). */
export interface WageTier {
  over: number;
  value: number;
}

/** The last row whose `over` the annual wages exceed: "over X but not over Y" tables (Alabama, Connecticut). */
export function tierValue(rows: readonly WageTier[], annualWages: number): number {
  let value = 0;
  for (const row of rows) {
    if (row.over > 0 && annualWages <= row.over) break;
    value = row.value;
  }
  return value;
}

/** Load-time check the schema cannot make: rows start over 0 and increase. */
export function checkTiers(rows: readonly WageTier[], where: string, errors: string[]): WageTier[] {
  if (rows[0]?.over !== 0) errors.push(`${where}: the first row must be over 0`);
  for (let i = 1; i < rows.length; i += 1) {
    const previous = rows[i - 1];
    const current = rows[i];
    if (previous !== undefined && current !== undefined && current.over <= previous.over) {
      errors.push(`${where}[${i}]: rows must increase`);
    }
  }
  return rows.map((r) => ({ over: r.over, value: r.value }));
}
