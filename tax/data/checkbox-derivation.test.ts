import { describe, expect, it } from 'vitest';
import type { BracketRow } from '../generated/tax-year';
import data2025 from './2025.json';
import data2026 from './2026.json';

/**
 * Pub 15-T builds each Step 2 checkbox table from the STANDARD one: start at
 * half the standard deduction, then half-width brackets (thresholds rounded
 * up to the dollar) with half the bases. The 2025 checkbox tables in the
 * data are derived this way, so the rule is checked against every 2026 row,
 * which were published.
 */
function derive(standard: readonly BracketRow[], line1g: number): BracketRow[] {
  const first = standard[1];
  if (first === undefined) throw new Error('table too short');
  const standardDeduction = first.over + line1g;
  return [
    { over: 0, base: 0, rate: 0 },
    ...standard.slice(1).map((row) => ({
      over: Math.ceil(standardDeduction / 2 + (row.over - first.over) / 2 - 1e-9),
      base: Math.floor(((row.base ?? 0) / 2) * 100 + 0.5) / 100,
      rate: row.rate,
    })),
  ];
}

describe.each([
  ['2026 (published)', data2026],
  ['2025 (derived)', data2025],
])('Step 2 checkbox tables %s', (_label, data) => {
  const w = data.federal.withholding;
  it.each([
    ['mfj', w.line1g.mfj],
    ['single', w.line1g.other],
    ['hoh', w.line1g.other],
  ] as const)('%s follows from the standard table', (status, line1g) => {
    expect(w.checkbox[status]).toEqual(derive(w.standard[status], line1g));
  });
});
