/**
 * The tax data in the browser: the latest year's federal figures come with the calculator; another year a pay date
 * asks for, and each state a family chooses, is a chunk of its own, fetched once when first needed.
 */
import { ensureTaxState, ensureTaxYear, hasTaxState, supportedTaxYears } from '@/tax/browser';
import { useChunk, type ChunkLoad } from './use-chunk';

export const useTaxYear = (taxYear: number): ChunkLoad =>
  useChunk(String(taxYear), supportedTaxYears().includes(taxYear), () => ensureTaxYear(taxYear));

/** How the chosen state's figures for the year stand; ready with no state chosen, as there is nothing to fetch. */
export const useTaxState = (taxYear: number, state: string): ChunkLoad =>
  useChunk(`${taxYear}:${state}`, state === '' || hasTaxState(taxYear, state), () => ensureTaxState(taxYear, state));
