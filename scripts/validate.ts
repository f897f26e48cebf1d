/**
 * npm run validate [-- <config-dir>]
 * Checks every config file, and the pay-law data the pages show (paylaw/data), and prints each problem as
 * `<file>:<line>:<column> <json-pointer> <message>`. Exit 0 when clean, 1 otherwise.
 */
import { resolve } from 'node:path';
import { loadConfiguredSite } from '@/services/config/load-configured-site';
import { nodeFileSystem } from '@/engine/node-file-system';
import { formatProblem } from '@/engine/result';
import { readPayLawData } from './pay-law/read-data';
import type { Coverage } from '@/engine/site-model';

/** How much of the site each other language has: what a page needs before it appears there. */
function coverageLines(coverage: readonly Coverage[]): string[] {
  return coverage.map(({ locale, pages, entries, sharedEntries }) => {
    const templates = entries.map(
      ({ file, published, total }) => `${file.split('/').pop() ?? file} ${published} of ${total}`,
    );
    return `coverage ${locale}: ${pages.published} of ${pages.total} page files published${templates.length > 0 ? ` (entries: ${templates.join(', ')})` : ''}; ${sharedEntries.translated} of ${sharedEntries.total} shared entries translated`;
  });
}

async function main(): Promise<number> {
  const dir = resolve(process.argv[2] ?? 'pages-config');
  const production = process.env.SITE_ENV === 'production';
  const [result, payLaw] = await Promise.all([
    loadConfiguredSite(dir, nodeFileSystem(), { production }),
    readPayLawData(resolve(import.meta.dirname, '..')),
  ]);
  const problems = [...(result.ok ? [] : result.errors), ...(payLaw.ok ? [] : payLaw.errors)];
  if (problems.length === 0 && result.ok && payLaw.ok) {
    console.log(
      `validate: ${result.value.pages.length} pages and site.json in ${dir} are valid${production ? ' for production' : ''}; pay-law data for federal law and ${payLaw.value.states.size} jurisdictions is valid`,
    );
    for (const line of coverageLines(result.value.coverage)) console.log(line);
    return 0;
  }
  for (const problem of problems) console.log(formatProblem(problem));
  console.error(`validate: ${problems.length} problem${problems.length === 1 ? '' : 's'} found`);
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
