/**
 * Checks a locality data file before `npm run gen` turns it into a module:
 * the JSON Schema (ajv, strict), then what a schema cannot say: every source
 * is cited and a primary one sits on the agency's host, codes are unique, the
 * resident rate is the sum of its parts, and the row count is the declared one.
 */
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { ValidateFunction } from 'ajv';
import schema from '../schema/localities.schema.json';
import type { LocalityDataset } from '../generated/localities';
import { citationProblems } from '../data/citation';
import type { Result } from '../core/result';

let compiled: ValidateFunction<LocalityDataset> | undefined;

function validator(): ValidateFunction<LocalityDataset> {
  if (compiled === undefined) {
    const ajv = new Ajv2020({ strict: true, allErrors: true });
    addFormats(ajv);
    compiled = ajv.compile<LocalityDataset>(schema);
  }
  return compiled;
}

/** Rates are published to at most six decimals; the module stores them as whole millionths. */
function isWholeMillionths(rate: number): boolean {
  return Math.abs(rate * 1_000_000 - Math.round(rate * 1_000_000)) < 1e-6;
}

function rowSources(data: LocalityDataset): Array<string | undefined> {
  return [...(data.counties ?? []), ...(data.districts ?? []), ...(data.municipalities ?? [])].map((row) => row.source);
}

function crossChecks(data: LocalityDataset): string[] {
  const errors: string[] = [];
  const cited = new Set([
    data.source,
    ...(data.codeSource === undefined ? [] : [data.codeSource]),
    ...(data.rules ?? []).map((rule) => rule.source),
    ...rowSources(data).filter((key): key is string => key !== undefined),
  ]);
  for (const key of cited) if (!(key in data.sources)) errors.push(`source "${key}" is not in sources`);
  for (const key of Object.keys(data.sources))
    if (!cited.has(key)) errors.push(`source "${key}" is listed but nothing cites it`);
  for (const [key, source] of Object.entries(data.sources))
    if (source !== undefined) errors.push(...citationProblems(source, `source "${key}"`));
  const rows = data.counties ?? data.districts ?? data.municipalities ?? [];
  if (rows.length !== data.coverage.places)
    errors.push(`coverage.places is ${data.coverage.places} but the file has ${rows.length} rows`);
  if (data.coverage.complete && data.coverage.ofPublished !== undefined && data.coverage.ofPublished !== rows.length) {
    errors.push(`coverage.complete but ${rows.length} of ${data.coverage.ofPublished} rows`);
  }
  const keys = new Set<string>();
  const unique = (key: string) => {
    if (keys.has(key)) errors.push(`${key} appears twice`);
    keys.add(key);
  };
  for (const county of data.counties ?? []) {
    unique(`county ${county.code}`);
    if (!isWholeMillionths(county.rate))
      errors.push(`county ${county.code}: rate ${county.rate} has more than six decimals`);
  }
  for (const district of data.districts ?? []) {
    unique(`district ${district.number}`);
    if (!isWholeMillionths(district.rate))
      errors.push(`district ${district.number}: rate ${district.rate} has more than six decimals`);
  }
  for (const place of data.municipalities ?? []) {
    const at = `PSD ${place.psd} (${place.county})`;
    unique(at);
    for (const rate of [place.municipalRate, place.schoolDistrictRate, place.residentRate, place.nonresidentRate]) {
      if (!isWholeMillionths(rate)) errors.push(`${at}: rate ${rate} has more than six decimals`);
    }
    if (Math.abs(place.municipalRate + place.schoolDistrictRate - place.residentRate) > 1e-9)
      errors.push(`${at}: resident rate is not the municipal plus school district rate`);
    if (place.localServicesTax !== undefined && !Number.isInteger(place.localServicesTax * 100))
      errors.push(`${at}: Local Services Tax is not in whole cents`);
  }
  return errors;
}

export function validateLocalities(raw: unknown): Result<LocalityDataset, string> {
  const validate = validator();
  if (!validate(raw))
    return {
      ok: false,
      errors: (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? 'is invalid'}`),
    };
  const errors = crossChecks(raw);
  return errors.length === 0 ? { ok: true, value: raw } : { ok: false, errors };
}
