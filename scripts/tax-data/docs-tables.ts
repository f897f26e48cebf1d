/**
 * npm run tax:docs
 * Rewrites the tables of docs/tax-engine.md that come from the data: the state table (fields, programs, SUI) of
 * the latest shipped year and the coverage table of the year before it, each between its markers. With --check
 * it writes nothing and exits 1 when the document is out of step with the data.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import '@/tax/data/register-shipped';
import { stateTableMarkdown } from '@/tax/engine/state-table';
import { validatedTaxYear } from '@/tax/data/validate-and-compile';
import { LATEST_SHIPPED_TAX_YEAR } from '@/tax/generated/tax-years';
import { coverageTableMarkdown, replaceMarked } from './coverage-table';

const DOC = resolve(import.meta.dirname, '../../docs/tax-engine.md');
const DATA = resolve(import.meta.dirname, '../../tax/data');

/** The document with both tables regenerated, or the marker that is missing. */
async function regeneratedDoc(doc: string): Promise<{ ok: true; doc: string } | { ok: false; missing: string }> {
  const latest = LATEST_SHIPPED_TAX_YEAR;
  const previous = latest - 1;
  const data = validatedTaxYear(JSON.parse(await readFile(resolve(DATA, `${previous}.json`), 'utf8')));
  const tables: [string, string][] = [
    [`state-table-${latest}`, stateTableMarkdown(latest)],
    [`coverage-${previous}`, coverageTableMarkdown(data)],
  ];
  let text = doc;
  for (const [name, body] of tables) {
    const next = replaceMarked(text, name, body);
    if (next === undefined) return { ok: false, missing: name };
    text = next;
  }
  return { ok: true, doc: text };
}

async function main(): Promise<number> {
  const check = process.argv.includes('--check');
  const doc = await readFile(DOC, 'utf8');
  const result = await regeneratedDoc(doc);
  if (!result.ok) {
    console.error(`tax:docs: docs/tax-engine.md has no <!-- ${result.missing}:start --> / :end --> markers`);
    return 1;
  }
  if (result.doc === doc) return 0;
  if (check) {
    console.error('tax:docs: docs/tax-engine.md is out of step with the tax data; run npm run tax:docs');
    return 1;
  }
  await writeFile(DOC, result.doc);
  console.log('tax:docs: docs/tax-engine.md tables rewritten');
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`tax:docs: internal error: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
