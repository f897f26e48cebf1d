/**
 * The shape `npm run gen` writes for each state's list of local taxing places
 * (tax/generated/localities-<state>-<year>.ts). Rows are packed into one string
 * so a state's module stays small; `places.ts` unpacks them once, on first use.
 */
import type { Citation } from '../core/types';

/** How a page would cite a locality table's source: the authority's official title at its own address. */
export interface LocalitySource extends Citation {
  key: string;
}

interface TableBase {
  taxYear: number;
  title: string;
  /** The date the sources were read. */
  read: string;
  /** Whether the list is the agency's whole list, so a place missing from it has no such tax. */
  complete: boolean;
  /** Rows in the agency's list, when known. */
  ofPublished?: number;
  /** Plain words on what the list holds, shown when a place is not found. */
  coverage: string;
  sources: readonly LocalitySource[];
  /** Key of the source every row rests on. */
  source: string;
  /** Notes some rows carry (a row points at one by its position). */
  notes: readonly string[];
}

/**
 * Indiana: `code|name|rate` per line, the rate in millionths.
 */
export interface InCountyTable extends TableBase {
  state: 'IN';
  kind: 'inCounty';
  rows: string;
}

/**
 * Ohio: `number|name|levies|county|rate|base` per line, the rate in millionths,
 * base `t` (traditional) or `e` (earned income only).
 */
export interface OhSchoolDistrictTable extends TableBase {
  state: 'OH';
  kind: 'ohSchoolDistrict';
  rows: string;
}

/**
 * Pennsylvania: `psd|county|municipality|schoolDistrictCode|schoolDistrict|municipalRate|schoolDistrictRate|nonresidentRate|localServicesTax|note`
 * per line, rates in millionths, county and school district as positions in
 * `counties` and `schoolDistricts`, the Local Services Tax in dollars (empty
 * where none is levied), the note a position in `notes` (empty for none).
 */
export interface PaMunicipalityTable extends TableBase {
  state: 'PA';
  kind: 'paMunicipality';
  counties: readonly string[];
  schoolDistricts: readonly string[];
  rows: string;
}

export type LocalityTable = InCountyTable | OhSchoolDistrictTable | PaMunicipalityTable;
