/**
 * npm run tax:verify-status
 * Lists, for each draft tax/data/<year>.json, every figure, rule or table
 * still marked "verified": false, by JSON pointer. Exit 0 whether or not
 * drafts remain (a draft is a normal state); 1 when the data does not validate.
 */
import { resolve } from 'node:path';
import { nodeTaxDataFiles } from './data-files';
import { readTaxYears } from './read-years';
import { verifyStatusLines } from './status-lines';

async function main(): Promise<number> {
  const years = await readTaxYears(nodeTaxDataFiles(resolve(import.meta.dirname, '../../tax/data'), 'tax/data'));
  if (!years.ok) {
    for (const problem of years.errors) console.error(problem);
    console.error(
      `tax:verify-status: ${years.errors.length} problem${years.errors.length === 1 ? '' : 's'} in the tax data`,
    );
    return 1;
  }
  for (const line of verifyStatusLines(years.value)) console.log(line);
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`tax:verify-status: internal error: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
