/**
 * npm run pay-law:check [-- --some]
 * Checks paylaw/data (with --some, without asking for every state's file) and lists what is still a draft (`"verified": false`), without writing anything. Problems print
 * as `<file>:<line>:<column> <json-pointer> <message>`; exit 1 when there is any.
 */
import { resolve } from 'node:path';
import { formatProblem } from '@/engine/result';
import { readPayLawData } from './read-data';

async function main(): Promise<number> {
  const root = resolve(import.meta.dirname, '../..');
  const result = await readPayLawData(root, { requireEveryState: !process.argv.includes('--some') });
  if (!result.ok) {
    for (const problem of result.errors) console.log(formatProblem(problem));
    console.error(`pay-law: ${result.errors.length} problem${result.errors.length === 1 ? '' : 's'} found`);
    return 1;
  }
  for (const draft of result.value.drafts)
    console.log(`${draft.file} ${draft.pointer} is a draft ("verified": false): not applied or shown`);
  console.log(
    `pay-law: federal law and ${result.value.states.size} jurisdictions are valid; ${result.value.drafts.length} drafts`,
  );
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`pay-law: internal error: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
