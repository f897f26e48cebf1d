/**
 * Shared content: one entity a file under pages-config/shared/<collection>/<id>.json,
 * referenced from blocks by id so a testimonial is written once and shown anywhere.
 */
import {
  COLLECTION_SCHEMAS,
  type CollectionName,
  type SharedCollections,
} from '@/schemas/generated/shared-collections';

// The collections are discovered from schemas/shared/ by `npm run gen`, like blocks from their folders.
export {
  COLLECTION_SCHEMAS,
  emptySharedEntries,
  type CollectionName,
  type SharedCollections,
} from '@/schemas/generated/shared-collections';

export function isCollectionName(name: string): name is CollectionName {
  return Object.hasOwn(COLLECTION_SCHEMAS, name);
}

export type SharedEntries = { [C in CollectionName]: ReadonlyMap<string, SharedCollections[C]> };

export interface SharedContent {
  get<C extends CollectionName>(collection: C, id: string): SharedCollections[C] | undefined;
  /** Every id that exists, resolved in order; ids are checked at validation, so none is dropped in a valid site. */
  list<C extends CollectionName>(collection: C, ids: readonly string[]): Array<SharedCollections[C]>;
  has(collection: CollectionName, id: string): boolean;
  /** Every id of a collection, sorted. */
  ids(collection: CollectionName): string[];
  /** The whole collection, by id: for figures about all of it (the review average), never a page's pick. */
  all<C extends CollectionName>(collection: C): Array<SharedCollections[C]>;
}

export function createSharedContent(entries: SharedEntries): SharedContent {
  return {
    get: (collection, id) => entries[collection].get(id),
    list: (collection, ids) =>
      ids.flatMap((id) => {
        const entry = entries[collection].get(id);
        return entry === undefined ? [] : [entry];
      }),
    has: (collection, id) => entries[collection].has(id),
    ids: (collection) => [...entries[collection].keys()].sort(),
    all: (collection) =>
      [...entries[collection].keys()].sort().flatMap((id) => {
        const entry = entries[collection].get(id);
        return entry === undefined ? [] : [entry];
      }),
  };
}
