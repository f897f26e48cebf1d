/**
 * Writes a checked locality file as the compact module the browser loads
 * (tax/generated/localities-<state>-<year>.ts): sources kept, rows packed into
 * one string, rates as whole millionths, long repeated names (Pennsylvania's
 * counties and school districts) listed once.
 */
import type { LocalityDataset } from '../generated/localities';
import type { LocalitySource, LocalityTable } from './table';
import { visitorCitation } from '../data/visitor-citation';

function millionths(rate: number): number {
  return Math.round(rate * 1_000_000);
}

/** Field text safe for the packed rows (a semicolon or line break would split a row). */
function field(text: string): string {
  if (/[|\n]/.test(text)) throw new Error(`"${text}" cannot be packed: it holds a separator`);
  return text;
}

class Dictionary {
  readonly entries: string[] = [];
  private readonly positions = new Map<string, number>();
  position(entry: string): number {
    const known = this.positions.get(entry);
    if (known !== undefined) return known;
    this.positions.set(entry, this.entries.length);
    this.entries.push(entry);
    return this.entries.length - 1;
  }
}

/** Only what a page would cite; the trail of how the rows were read stays in the data file. */
function sourcesOf(data: LocalityDataset): LocalitySource[] {
  return Object.entries(data.sources).flatMap(([key, source]) => {
    const cited = source === undefined ? undefined : visitorCitation(source);
    return cited === undefined ? [] : [{ key, ...cited }];
  });
}

export function localityTable(data: LocalityDataset): LocalityTable {
  const notes = new Dictionary();
  const base = {
    taxYear: data.taxYear,
    title: data.title,
    read: data.read,
    complete: data.coverage.complete,
    ...(data.coverage.ofPublished === undefined ? {} : { ofPublished: data.coverage.ofPublished }),
    coverage: data.coverage.note,
    sources: sourcesOf(data),
    source: data.source,
  };
  if (data.kind === 'inCounty') {
    const rows = (data.counties ?? []).map((c) => [c.code, field(c.name), millionths(c.rate)].join('|')).join('\n');
    return { ...base, state: 'IN', kind: 'inCounty', notes: notes.entries, rows };
  }
  if (data.kind === 'ohSchoolDistrict') {
    const rows = (data.districts ?? [])
      .map((d) =>
        [
          d.number,
          field(d.name),
          field(d.levies ?? ''),
          field(d.county),
          millionths(d.rate),
          d.base === 'earnedIncome' ? 'e' : 't',
        ].join('|'),
      )
      .join('\n');
    return { ...base, state: 'OH', kind: 'ohSchoolDistrict', notes: notes.entries, rows };
  }
  const counties = new Dictionary();
  const schoolDistricts = new Dictionary();
  const rows = (data.municipalities ?? [])
    .map((m) =>
      [
        m.psd,
        counties.position(field(m.county)),
        field(m.municipality),
        m.schoolDistrictCode,
        schoolDistricts.position(field(m.schoolDistrict)),
        millionths(m.municipalRate),
        millionths(m.schoolDistrictRate),
        millionths(m.nonresidentRate),
        m.localServicesTax ?? '',
        m.note === undefined ? '' : notes.position(field(m.note)),
      ].join('|'),
    )
    .join('\n');
  return {
    ...base,
    state: 'PA',
    kind: 'paMunicipality',
    counties: counties.entries,
    schoolDistricts: schoolDistricts.entries,
    notes: notes.entries,
    rows,
  };
}

export function exportName(state: string, taxYear: number): string {
  return `localities${state.charAt(0)}${state.slice(1).toLowerCase()}${taxYear}`;
}

export function localityModule(data: LocalityDataset, banner: string, from: string): string {
  const table = localityTable(data);
  return `${banner}\nimport type { LocalityTable } from '../localities/table';\n\n/** ${data.title} (from ${from}). */\nexport const ${exportName(data.state, data.taxYear)}: LocalityTable = ${JSON.stringify(table)};\n`;
}

/** One loader per list: static import() strings, so a bundler makes each list its own chunk, fetched on first search. */
export function localityIndexModule(lists: ReadonlyArray<{ state: string; taxYear: number }>, banner: string): string {
  const lines = lists.map(
    ({ state, taxYear }) =>
      `  '${state}-${taxYear}': () => import('./localities-${state.toLowerCase()}-${taxYear}').then((module) => module.${exportName(state, taxYear)}),`,
  );
  return `${banner}\nimport type { LocalityTable } from '../localities/table';\n\n/** Each list of local taxing places by state and year ("PA-2026"). */\nexport const LOCALITY_MODULES: Readonly<Record<string, () => Promise<LocalityTable>>> = {\n${lines.join('\n')}\n};\n`;
}
