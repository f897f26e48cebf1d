/**
 * npm run validate [-- <config-dir>]
 * Checks every config file and prints each problem as
 * `<file>:<line>:<column> <json-pointer> <message>`. Exit 0 when clean, 1 otherwise.
 */
import { resolve } from 'node:path';
import { loadConfiguredSite } from '@/services/config/load-configured-site';
import { nodeFileSystem } from '@/engine/node-file-system';
import { formatProblem } from '@/engine/result';

async function main(): Promise<number> {
  const dir = resolve(process.argv[2] ?? 'pages-config');
  const production = process.env.SITE_ENV === 'production';
  const result = await loadConfiguredSite(dir, nodeFileSystem(), { production });
  if (result.ok) {
    const { pages } = result.value;
    console.log(
      `validate: ${pages.length} pages and site.json in ${dir} are valid${production ? ' for production' : ''}`,
    );
    return 0;
  }
  for (const problem of result.errors) console.log(formatProblem(problem));
  console.error(`validate: ${result.errors.length} problem${result.errors.length === 1 ? '' : 's'} found`);
  return 1;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    // A bug in the validator itself must still fail CI with a readable line, not a stack trace.
    console.error(`validate: internal error: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
