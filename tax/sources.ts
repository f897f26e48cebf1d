/**
 * The sources behind the year's figures, for "show the math". They are not
 * part of the compact runtime data: each year's index is its own module,
 * loaded only when someone opens a line's explanation.
 */
import type { SourceIndex } from './data/runtime-data';
import type { Citation } from './core/types';
import { isShippedTaxYear } from './data/shipped-years';
import { TAX_SOURCE_MODULES } from './generated/tax-years';

/** A figure's citation: the authority, the official title of what sets it, and the authority's own address. */
export type FigureSource = Citation;

/** A shipped year's sources; undefined for a year that does not ship. */
export async function loadTaxSources(taxYear: number): Promise<SourceIndex | undefined> {
  return isShippedTaxYear(taxYear) ? TAX_SOURCE_MODULES[taxYear]() : undefined;
}

/**
 * The source of the figure at a JSON pointer. A figure without its own
 * source takes the nearest enclosing one (a table row takes its table's).
 */
export function sourceForPointer(index: SourceIndex, pointer: string): FigureSource | undefined {
  for (let at = pointer; at !== ''; at = at.slice(0, at.lastIndexOf('/'))) {
    const key = index.figures[at];
    if (key !== undefined) return index.sources[key];
  }
  return undefined;
}
