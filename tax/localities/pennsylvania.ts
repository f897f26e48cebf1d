/**
 * Pennsylvania's two local taxes from the two places that matter: where the
 * employee lives and where the work is done (for household work, the family's
 * home). The earned income tax withheld is the higher of the home's resident
 * rate and the workplace's non-resident rate; the Local Services Tax is the
 * workplace's. The rule, with its source, is in the Pennsylvania data file's
 * `rules`.
 */
import { PERIODS_PER_YEAR, type PayFrequency } from '../core/types';
import type { PaMunicipalityMatch } from './matches';

type PaPlace = Pick<PaMunicipalityMatch, 'psd' | 'county' | 'residentRate' | 'nonresidentRate' | 'localServicesTax'>;

export interface PennsylvaniaLocalInput {
  localTaxRate: number;
  /** Present where the workplace levies the tax: the engine's `localServicesTax` (add `withheldSoFar` for earlier pay this year). */
  localServicesTax?: { perPeriod: number };
  /** Which rate was the higher one. */
  rateFrom: 'residence' | 'workplace';
}

/** The year's Local Services Tax per pay period, rounded down to the cent as the engine's input expects. */
export function localServicesTaxPerPeriod(annual: number, payFrequency: PayFrequency): number {
  return Math.floor((annual * 100) / PERIODS_PER_YEAR[payFrequency]) / 100;
}

function samePlace(a: PaPlace, b: PaPlace): boolean {
  return a.psd === b.psd && a.county === b.county;
}

/**
 * What to enter for an employee living in `livesIn` and working in `worksIn`
 * (omit it when the work is done where the employee lives).
 */
export function pennsylvaniaLocalInput(
  livesIn: PaPlace,
  payFrequency: PayFrequency,
  worksIn: PaPlace = livesIn,
): PennsylvaniaLocalInput {
  const workplaceRate = samePlace(livesIn, worksIn) ? 0 : worksIn.nonresidentRate;
  const fromWorkplace = workplaceRate > livesIn.residentRate;
  return {
    localTaxRate: fromWorkplace ? workplaceRate : livesIn.residentRate,
    ...(worksIn.localServicesTax === undefined
      ? {}
      : { localServicesTax: { perPeriod: localServicesTaxPerPeriod(worksIn.localServicesTax, payFrequency) } }),
    rateFrom: fromWorkplace ? 'workplace' : 'residence',
  };
}
