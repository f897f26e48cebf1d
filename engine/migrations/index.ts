/**
 * Every page-format migration, oldest first. A change to a block's fields
 * adds one here (usually with mapBlocks), raises "formatVersion" in
 * schemas/page.schema.json to match, and ships with a fixture of the
 * previous version in engine/migrations/fixtures/.
 */
import type { PageMigration } from './migrate-page';

export const PAGE_MIGRATIONS: readonly PageMigration[] = [
  {
    from: 1,
    describe: 'page files state their format version',
    migrate: (page) => page,
  },
];
