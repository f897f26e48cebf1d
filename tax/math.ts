/**
 * "Show the math" entry: the line-by-line explanation and the sources of the
 * figures. Kept apart from tax/api.ts so the calculator loads it only when a
 * visitor opens an explanation; the data years are registered by whichever
 * entry (tax/index.ts or tax/browser.ts) the caller already loaded.
 */
export { explainPayroll } from './engine/explain';
export type { LineMath, MathFigure, PayrollMath } from './engine/explain-types';
export type { MathLineKey } from './engine/line-notes';
export { loadTaxSources, sourceForPointer, type FigureSource } from './sources';
