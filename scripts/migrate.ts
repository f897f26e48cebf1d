/**
 * npm run migrate [-- <config-dir>] [--check]
 * Rewrites every page file of an older format version to the current one
 * (engine/migrations), one line per file changed. With --check nothing is
 * written and the exit code is 1 when a file would change.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { PAGE_MIGRATIONS } from '@/engine/migrations';
import { formatVersionOf, isJsonObject, migratePage } from '@/engine/migrations/migrate-page';
import { parseJsonSource } from '@/engine/json-source';
import { formatProblem, type ConfigProblem } from '@/engine/result';
import { pageFormatVersion } from '@/engine/schema-validator';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  const dir = resolve(args.find((arg) => !arg.startsWith('--')) ?? 'pages-config');
  const pagesDir = join(dir, 'pages');
  const target = pageFormatVersion();
  const problems: ConfigProblem[] = [];
  let changed = 0;
  for (const name of (await readdir(pagesDir)).filter((n) => n.endsWith('.json')).sort()) {
    const path = join(pagesDir, name);
    const file = relative(process.cwd(), path) || path;
    const parsed = parseJsonSource(file, await readFile(path, 'utf8'));
    if (!parsed.ok) {
      problems.push(...parsed.errors);
      continue;
    }
    const data = parsed.value.data;
    if (!isJsonObject(data)) {
      problems.push(parsed.value.problemAt('', 'a page file holds one JSON object'));
      continue;
    }
    const migrated = migratePage(data, PAGE_MIGRATIONS, target, file);
    if (!migrated.ok) {
      problems.push(...migrated.errors);
      continue;
    }
    if (migrated.value.applied.length === 0) continue;
    changed += 1;
    const steps = migrated.value.applied.map((step) => step.describe).join('; ');
    console.log(
      `${check ? 'would migrate' : 'migrated'} ${file}: format ${formatVersionOf(data)} → ${target} (${steps})`,
    );
    if (!check) await writeFile(path, JSON.stringify(migrated.value.page, null, 2) + '\n');
  }
  for (const problem of problems) console.log(formatProblem(problem));
  console.error(
    `migrate: ${changed} page file${changed === 1 ? '' : 's'} ${check ? 'to migrate' : 'migrated'} to format ${target}${problems.length > 0 ? `, ${problems.length} could not be read` : ''}`,
  );
  return problems.length > 0 || (check && changed > 0) ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`migrate: internal error: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
