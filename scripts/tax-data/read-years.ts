/**
 * Every tax/data/<year>.json, validated (schema and cross-checks) and sorted
 * into the years that ship, with every figure verified, and the drafts, which
 * still have `"verified": false` figures: a draft is never compiled for the
 * runtime, so no family is offered a half-checked year.
 */
import type { CompiledYear } from '@/tax/data/compiled';
import { sourceIndex, type SourceIndex } from '@/tax/data/runtime-data';
import { unverifiedFigures, type UnverifiedFigure } from '@/tax/data/unverified';
import { compileTaxYear, validatedTaxYear } from '@/tax/data/validate-and-compile';
import type { Result } from '@/tax/core/result';
import { dataFilePath, type TaxDataFiles } from './data-files';

export interface ShippedYear {
  year: number;
  file: string;
  compiled: CompiledYear;
  sources: SourceIndex;
}

export interface DraftYear {
  year: number;
  file: string;
  unverified: UnverifiedFigure[];
}

export interface TaxYearFiles {
  /** Oldest first. */
  shipped: ShippedYear[];
  drafts: DraftYear[];
}

const YEAR_FILE = /^(\d{4})\.json$/;

/** The years with a data file, oldest first, by file name. */
export async function dataFileYears(files: TaxDataFiles): Promise<number[]> {
  const years = (await files.list()).flatMap((name) => {
    const match = YEAR_FILE.exec(name);
    return match?.[1] === undefined ? [] : [Number(match[1])];
  });
  return years.sort((a, b) => a - b);
}

const message = (error: unknown): string => (error instanceof Error ? error.message : String(error));

async function readYear(files: TaxDataFiles, year: number): Promise<Result<ShippedYear | DraftYear, string>> {
  const file = dataFilePath(files, `${year}.json`);
  let raw: unknown;
  try {
    raw = JSON.parse(await files.read(`${year}.json`));
  } catch (error) {
    return {
      ok: false,
      errors: [`${file}: ${error instanceof SyntaxError ? 'not valid JSON' : 'cannot be read'}: ${message(error)}`],
    };
  }
  const checked = compileTaxYear(raw);
  if (!checked.ok) return { ok: false, errors: checked.errors.map((error) => `${file}: ${error}`) };
  if (checked.value.taxYear !== year)
    return {
      ok: false,
      errors: [`${file}: taxYear is ${checked.value.taxYear}, but the file is named for ${year}; they must agree`],
    };
  const unverified = unverifiedFigures(raw);
  if (unverified.length > 0) return { ok: true, value: { year, file, unverified } };
  return { ok: true, value: { year, file, compiled: checked.value, sources: sourceIndex(validatedTaxYear(raw)) } };
}

export async function readTaxYears(files: TaxDataFiles): Promise<Result<TaxYearFiles, string>> {
  const years = await dataFileYears(files);
  const errors: string[] = [];
  const found: TaxYearFiles = { shipped: [], drafts: [] };
  for (const year of years) {
    const read = await readYear(files, year);
    if (!read.ok) errors.push(...read.errors);
    else if ('unverified' in read.value) found.drafts.push(read.value);
    else found.shipped.push(read.value);
  }
  if (errors.length > 0) return { ok: false, errors };
  if (found.shipped.length === 0) {
    const drafts = found.drafts.map((draft) => draft.year).join(', ');
    return {
      ok: false,
      errors: [
        `${files.label}: no year can ship: ${drafts === '' ? 'there is no <year>.json' : `every data file (${drafts}) still has unverified figures`}`,
      ],
    };
  }
  return { ok: true, value: found };
}
