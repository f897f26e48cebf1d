/**
 * npm run tax:new-year -- <year>
 * Starts tax/data/<year>.json from the latest year's file, every figure marked
 * "verified": false, and says what to do next. Never overwrites a file.
 */
import { resolve } from 'node:path';
import { nodeTaxDataFiles } from './data-files';
import { formatDataFile } from './format-json';
import { startTaxYear } from './start-year';

async function main(): Promise<number> {
  const files = nodeTaxDataFiles(resolve(import.meta.dirname, '../../tax/data'), 'tax/data');
  const started = await startTaxYear(files, process.argv[2], formatDataFile);
  if (!started.ok) {
    for (const line of started.errors) console.error(`tax:new-year: ${line}`);
    return 1;
  }
  const { year, file, from, unverified } = started.value;
  console.log(`wrote ${file} from ${from}: ${unverified} figures, rules and tables marked "verified": false.`);
  console.log(
    `It is a draft: npm run gen validates it but does not compile it, so no family is offered ${year} until every marker is gone.`,
  );
  console.log('Next:');
  console.log(
    '  1. npm run tax:verify-status lists what is unverified, by JSON pointer, with the value and source carried over.',
  );
  console.log(
    `  2. For each, put in the ${year} figure from its publication (add the publication to "sources"), then delete its "verified": false.`,
  );
  console.log(
    '     A figure that has not changed is verified too, once its new publication says so: cite that publication.',
  );
  console.log('  3. Run npm run gen after each batch; commit tax/data and tax/generated together.');
  console.log(
    `  4. When the last marker is gone, ${year} ships: add worked examples for it beside the existing ones (docs/tax-engine.md, "Adding next year's data").`,
  );
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`tax:new-year: internal error: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
