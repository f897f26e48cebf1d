/**
 * A found place as the calculator needs it: what to show, and what to put in
 * the payroll input (`input`), exactly as the engine takes it: Indiana's
 * county rate and a traditional-base Ohio district's rate as
 * `stateW4.countyRate`, an earned-income Ohio district's or a Pennsylvania
 * municipality's rate as `localTaxRate`.
 */
import { percent, readableName } from './labels';
import type { InCounty, OhSchoolDistrict, PaMunicipality, Place } from './places';
import type { Candidate } from './rank';

/** The fields of a payroll input a match fills in. */
export interface LocalityInput {
  stateW4?: { countyRate: number };
  localTaxRate?: number;
}

interface MatchBase {
  /** Stable key of the row (a PSD code can cover two counties, so Pennsylvania's adds the county). */
  id: string;
  label: string;
  detail: string;
  /** How well the query named it (100 the whole name); matches come best first. */
  score: number;
  input: LocalityInput;
  note?: string;
}

export interface InCountyMatch extends MatchBase {
  state: 'IN';
  code: string;
  county: string;
  countyRate: number;
}

export interface OhSchoolDistrictMatch extends MatchBase {
  state: 'OH';
  number: string;
  name: string;
  levies?: string;
  county: string;
  rate: number;
  base: 'traditional' | 'earnedIncome';
}

export interface PaMunicipalityMatch extends MatchBase {
  state: 'PA';
  psd: string;
  municipality: string;
  county: string;
  schoolDistrict: string;
  schoolDistrictCode: string;
  municipalRate: number;
  schoolDistrictRate: number;
  /** What a resident pays (municipal plus school district, as the register prints it). */
  residentRate: number;
  /** What someone who works here and lives elsewhere pays. */
  nonresidentRate: number;
  /** Local Services Tax per year, where levied (the municipality where the work is done). */
  localServicesTax?: number;
}

export type LocalityMatch = InCountyMatch | OhSchoolDistrictMatch | PaMunicipalityMatch;

export function candidateOf(place: Place): Candidate {
  switch (place.state) {
    case 'IN':
      return { name: `${place.name} County`, area: [] };
    case 'OH':
      return { name: place.name, area: [place.county] };
    case 'PA':
      return { name: place.municipality, area: [place.county, place.schoolDistrict] };
  }
}

/** The code a family may type instead of a name (county code, district number, PSD code). */
export function codeOf(place: Place): string {
  switch (place.state) {
    case 'IN':
      return place.code;
    case 'OH':
      return place.number;
    case 'PA':
      return place.psd;
  }
}

function inCountyMatch(place: InCounty, score: number): InCountyMatch {
  return {
    state: 'IN',
    id: `IN-${place.code}`,
    label: `${place.name} County`,
    detail: `County ${place.code} · ${percent(place.rate)}`,
    score,
    code: place.code,
    county: place.name,
    countyRate: place.rate,
    input: { stateW4: { countyRate: place.rate } },
  };
}

function ohDistrictMatch(place: OhSchoolDistrict, score: number): OhSchoolDistrictMatch {
  const earned = place.base === 'earnedIncome';
  return {
    state: 'OH',
    id: `OH-${place.number}`,
    label: readableName(place.name),
    detail: `${place.county} County · district ${place.number} · ${percent(place.rate)} ${earned ? 'of earned income' : 'traditional base'}`,
    score,
    number: place.number,
    name: place.name,
    ...(place.levies === undefined ? {} : { levies: place.levies }),
    county: place.county,
    rate: place.rate,
    base: place.base,
    // A traditional-base district taxes what the state taxes, after exemptions; an earned-income one taxes the pay itself.
    input: earned ? { localTaxRate: place.rate } : { stateW4: { countyRate: place.rate } },
  };
}

function paMunicipalityMatch(place: PaMunicipality, score: number): PaMunicipalityMatch {
  return {
    state: 'PA',
    id: `PA-${place.psd}-${place.county}`,
    label: readableName(place.municipality),
    detail: `${readableName(place.county)} County · ${readableName(place.schoolDistrict)} · PSD ${place.psd} · resident ${percent(place.residentRate)}, non-resident ${percent(place.nonresidentRate)}${place.localServicesTax === undefined ? '' : ` · LST $${place.localServicesTax}`}`,
    score,
    psd: place.psd,
    municipality: place.municipality,
    county: place.county,
    schoolDistrict: place.schoolDistrict,
    schoolDistrictCode: place.schoolDistrictCode,
    municipalRate: place.municipalRate,
    schoolDistrictRate: place.schoolDistrictRate,
    residentRate: place.residentRate,
    nonresidentRate: place.nonresidentRate,
    ...(place.localServicesTax === undefined ? {} : { localServicesTax: place.localServicesTax }),
    ...(place.note === undefined ? {} : { note: place.note }),
    // As the employee's home: the resident rate. When the work is elsewhere, pennsylvaniaLocalInput compares the two.
    input: { localTaxRate: place.residentRate },
  };
}

export function matchOf(place: Place, score: number): LocalityMatch {
  switch (place.state) {
    case 'IN':
      return inCountyMatch(place, score);
    case 'OH':
      return ohDistrictMatch(place, score);
    case 'PA':
      return paMunicipalityMatch(place, score);
  }
}
