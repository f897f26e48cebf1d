/**
 * Page files carry a format version. When a block's fields change, the
 * version goes up and a pure migration rewrites a page of the previous
 * version into the new shape, so old files are upgraded by `npm run migrate`
 * instead of silently breaking. Files without a version are format 1.
 */
import { fail, ok, type ConfigProblem, type Result } from '../result';

export type JsonObject = { [key: string]: unknown };

export interface PageMigration {
  /** The version it reads; it writes `from + 1`. */
  from: number;
  /** What changed, as `npm run migrate` reports it. */
  describe: string;
  migrate(page: JsonObject): JsonObject;
}

export const isJsonObject = (value: unknown): value is JsonObject =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

export function formatVersionOf(page: JsonObject): number {
  const version = page.formatVersion;
  return typeof version === 'number' && Number.isInteger(version) && version >= 1 ? version : 1;
}

export interface MigratedPage {
  page: JsonObject;
  /** The migrations applied, oldest first: empty when the page was already current. */
  applied: PageMigration[];
}

/** Runs every migration from the page's version up to `target`; the input is never modified. */
export function migratePage(
  page: JsonObject,
  migrations: readonly PageMigration[],
  target: number,
  file = '',
): Result<MigratedPage> {
  const problem = (message: string): ConfigProblem => ({
    file,
    pointer: '/formatVersion',
    line: 1,
    column: 1,
    message,
  });
  let version = formatVersionOf(page);
  if (version > target)
    return fail([problem(`page format ${version} is newer than this engine's ${target}: update the project`)]);
  let current: JsonObject = structuredClone(page);
  const applied: PageMigration[] = [];
  while (version < target) {
    const step = migrations.find((migration) => migration.from === version);
    if (!step) return fail([problem(`no migration from page format ${version} to ${version + 1}`)]);
    // The version stamp goes first in the file, where a reader looks for it.
    version += 1;
    current = withVersionFirst(step.migrate(current), version);
    applied.push(step);
  }
  return ok({ page: current, applied });
}

function withVersionFirst(page: JsonObject, version: number): JsonObject {
  const stamped: JsonObject = { formatVersion: version };
  for (const [key, value] of Object.entries(page)) if (key !== 'formatVersion') stamped[key] = value;
  return stamped;
}

/** For a migration that changes one block type's fields: maps every block of that type, leaving the rest of the page as it was. */
export function mapBlocks(page: JsonObject, type: string, change: (block: JsonObject) => JsonObject): JsonObject {
  if (!Array.isArray(page.blocks)) return page;
  return {
    ...page,
    blocks: page.blocks.map((block: unknown) => (isJsonObject(block) && block.type === type ? change(block) : block)),
  };
}
