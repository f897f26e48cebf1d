/**
 * `npm run tax:new-year -- <year>`: writes tax/data/<year>.json from the
 * latest data file (tax/data/scaffold-year.ts), a draft until every figure is
 * verified. Only the year after the latest, and never over an existing file.
 */
import type { Result } from '@/tax/core/result';
import { scaffoldTaxYear } from '@/tax/data/scaffold-year';
import { unverifiedFigures } from '@/tax/data/unverified';
import { compileTaxYear, validatedTaxYear } from '@/tax/data/validate-and-compile';
import { dataFilePath, type TaxDataFiles } from './data-files';
import { dataFileYears } from './read-years';

export interface StartedYear {
  year: number;
  file: string;
  from: string;
  unverified: number;
}

const fail = (message: string): Result<never, string> => ({ ok: false, errors: [message] });

export async function startTaxYear(
  files: TaxDataFiles,
  requested: string | undefined,
  format: (json: string, path: string) => Promise<string>,
): Promise<Result<StartedYear, string>> {
  const years = await dataFileYears(files);
  const latest = years.at(-1);
  if (requested === undefined || !/^\d{4}$/.test(requested)) {
    return fail(
      `give the year as four digits: npm run tax:new-year -- ${latest === undefined ? '<year>' : latest + 1} (got ${requested === undefined ? 'nothing' : `"${requested}"`})`,
    );
  }
  const year = Number(requested);
  const file = dataFilePath(files, `${year}.json`);
  if (latest === undefined) return fail(`${files.label} has no <year>.json to start ${year} from`);
  const from = dataFilePath(files, `${latest}.json`);
  if (years.includes(year))
    return fail(
      `${file} already exists; nothing was written (npm run tax:verify-status lists what is left to verify in a draft)`,
    );
  if (year !== latest + 1) {
    return fail(
      `${year} is not the next year: the latest data file is ${from}, so the next is ${latest + 1}. Each year starts from the one before it, so the figures it carries are at most a year old`,
    );
  }
  let raw: unknown;
  try {
    raw = JSON.parse(await files.read(`${latest}.json`));
  } catch (error) {
    return fail(`${from} cannot be read as JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  const checked = compileTaxYear(raw);
  if (!checked.ok)
    return {
      ok: false,
      errors: [
        `${from} does not validate, so ${year} cannot start from it (npm run gen shows the same):`,
        ...checked.errors.map((error) => `  ${error}`),
      ],
    };
  const next = scaffoldTaxYear(validatedTaxYear(raw), year);
  const nextChecked = compileTaxYear(next);
  if (!nextChecked.ok)
    return {
      ok: false,
      errors: [
        `the ${year} file made from ${from} does not validate; nothing was written:`,
        ...nextChecked.errors.map((error) => `  ${error}`),
      ],
    };
  const text = await format(`${JSON.stringify(next, null, 2)}\n`, file);
  if (!(await files.create(`${year}.json`, text))) return fail(`${file} already exists; nothing was written`);
  return { ok: true, value: { year, file, from, unverified: unverifiedFigures(next).length } };
}
