/**
 * What is left to verify in each draft tax year, one line per figure, for
 * `npm run tax:verify-status`.
 */
import type { TaxYearFiles } from './read-years';

const shown = (value: number | null | undefined): string =>
  value === undefined ? '' : ` = ${value === null ? 'null (unknown)' : value}`;

export function verifyStatusLines(years: TaxYearFiles): string[] {
  const shipped = years.shipped.map(({ year }) => year).join(', ');
  if (years.drafts.length === 0) return [`Every data file is verified; the years that ship: ${shipped}.`];
  const lines = [`Shipping: ${shipped}.`];
  for (const draft of years.drafts) {
    lines.push(
      '',
      `${draft.file}: draft, ${draft.unverified.length} unverified (not offered to families until none is left):`,
    );
    for (const figure of draft.unverified)
      lines.push(
        `  ${figure.pointer}${shown(figure.value)}${figure.source === undefined ? '' : `  [source: ${figure.source}]`}`,
      );
  }
  return lines;
}
