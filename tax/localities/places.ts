/**
 * Unpacks a generated table into typed places. Done once per table (the
 * browser loads a state's module when the family picks that state) and kept.
 */
import type { InCountyTable, LocalityTable, OhSchoolDistrictTable, PaMunicipalityTable } from './table';

export interface InCounty {
  state: 'IN';
  code: string;
  name: string;
  rate: number;
}

export interface OhSchoolDistrict {
  state: 'OH';
  number: string;
  name: string;
  levies: string | undefined;
  county: string;
  rate: number;
  base: 'traditional' | 'earnedIncome';
}

export interface PaMunicipality {
  state: 'PA';
  psd: string;
  county: string;
  municipality: string;
  schoolDistrictCode: string;
  schoolDistrict: string;
  municipalRate: number;
  schoolDistrictRate: number;
  residentRate: number;
  nonresidentRate: number;
  localServicesTax: number | undefined;
  note: string | undefined;
}

export type Place = InCounty | OhSchoolDistrict | PaMunicipality;

const MILLIONTHS = 1_000_000;

/** Millionths back to a fraction, exactly as the data file wrote it (0.0202, not 0.020200000000000003). */
function rate(field: string | undefined): number {
  return Number(field ?? '0') / MILLIONTHS;
}

function lines(rows: string): string[][] {
  return rows === '' ? [] : rows.split('\n').map((line) => line.split('|'));
}

function at<T>(list: readonly T[], position: string | undefined): T | undefined {
  return position === undefined || position === '' ? undefined : list[Number(position)];
}

function inCounties(table: InCountyTable): InCounty[] {
  return lines(table.rows).map(([code = '', name = '', value]) => ({ state: 'IN', code, name, rate: rate(value) }));
}

function ohDistricts(table: OhSchoolDistrictTable): OhSchoolDistrict[] {
  return lines(table.rows).map(([number = '', name = '', levies = '', county = '', value, base]) => ({
    state: 'OH',
    number,
    name,
    levies: levies === '' ? undefined : levies,
    county,
    rate: rate(value),
    base: base === 'e' ? 'earnedIncome' : 'traditional',
  }));
}

function paMunicipalities(table: PaMunicipalityTable): PaMunicipality[] {
  return lines(table.rows).map(
    ([
      psd = '',
      county,
      municipality = '',
      sdCode = '',
      schoolDistrict,
      municipal,
      school,
      nonresident,
      lst = '',
      note,
    ]) => {
      const municipalRate = rate(municipal);
      const schoolDistrictRate = rate(school);
      return {
        state: 'PA',
        psd,
        county: at(table.counties, county) ?? '',
        municipality,
        schoolDistrictCode: sdCode,
        schoolDistrict: at(table.schoolDistricts, schoolDistrict) ?? '',
        municipalRate,
        schoolDistrictRate,
        // The register prints the sum; adding millionths as integers keeps it exact.
        residentRate: (Number(municipal ?? '0') + Number(school ?? '0')) / MILLIONTHS,
        nonresidentRate: rate(nonresident),
        localServicesTax: lst === '' ? undefined : Number(lst),
        note: at(table.notes, note),
      };
    },
  );
}

const unpacked = new WeakMap<LocalityTable, readonly Place[]>();

export function placesOf(table: LocalityTable): readonly Place[] {
  const known = unpacked.get(table);
  if (known !== undefined) return known;
  const places: readonly Place[] =
    table.kind === 'inCounty'
      ? inCounties(table)
      : table.kind === 'ohSchoolDistrict'
        ? ohDistricts(table)
        : paMunicipalities(table);
  unpacked.set(table, places);
  return places;
}
