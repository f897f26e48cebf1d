/**
 * Local tax places by name: Indiana counties, Ohio school districts with an
 * income tax, Pennsylvania municipalities (PSD codes). For the calculator:
 * `findLocalities(state, query, year)` and, for Pennsylvania,
 * `pennsylvaniaLocalInput(livesIn, payFrequency, worksIn)`.
 */
export { findLocalities, hasLocalities, loadLocalities } from './find';
export { searchLocalities, type LocalitySearch, type NotFoundReason, type SearchOptions } from './search';
export type {
  InCountyMatch,
  LocalityInput,
  LocalityMatch,
  OhSchoolDistrictMatch,
  PaMunicipalityMatch,
} from './matches';
export { localServicesTaxPerPeriod, pennsylvaniaLocalInput, type PennsylvaniaLocalInput } from './pennsylvania';
export type { LocalitySource, LocalityTable } from './table';
