/**
 * Household payroll tax engine: pure functions over validated yearly data.
 * Browser-safe (no Node imports); the CLI in cli.ts is the only I/O. This
 * entry offers every shipped year (tax/generated/tax-years.ts) at once;
 * tax/browser.ts only the latest, with the others on demand (ensureTaxYear). The same for the
 * languages of its words: every one here, English alone in the browser until ensureEngineLocale.
 */
import './data/register-shipped';
import './engine/phrases/register-all';

export * from './api';
export { stateGuideFacts, type StateGuideFacts, type Sourced } from './guides/state-guide-facts';
export type { FigureSource } from './sources';
