/**
 * Collection pages: one page definition is a template, and a collection supplies its entries (the
 * jurisdictions, for the state guides). `{entry.<field>}` in any string of the template is the entry's field;
 * the engine makes one page per entry, each checked like any page. Collections come from outside the config
 * (the caller passes them in, as it does the tax data's tokens), so the engine stays pure.
 */
import { encodePointer, type JsonSource } from './json-source';
import { didYouMean } from './nearest-name';
import type { ConfigProblem } from './result';

export interface CollectionEntry {
  /** Unique within its collection; names the entry in problems. */
  id: string;
  values: Readonly<Record<string, string>>;
  /** Fields as another language writes them, by locale code ("the District of Columbia" → "el Distrito de Columbia"). */
  localized?: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

export interface EntryCollection {
  /** The fields every entry has: the only names a binding may use. */
  fields: readonly string[];
  entries: readonly CollectionEntry[];
}

export type SiteCollections = Readonly<Record<string, EntryCollection>>;

const BINDING = /\{entry\.([a-zA-Z]+)\}/g;

function eachString(value: unknown, pointer: string, visit: (text: string, pointer: string) => void): void {
  if (typeof value === 'string') visit(value, pointer);
  else if (Array.isArray(value)) value.forEach((item, index) => eachString(item, `${pointer}/${index}`, visit));
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) eachString(item, pointer + encodePointer([key]), visit);
  }
}

/** The collection a page names, if it is a template. */
export function collectionOf(data: unknown): string | undefined {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return undefined;
  const name: unknown = Reflect.get(data, 'collection');
  return typeof name === 'string' ? name : undefined;
}

/** Every binding of a template checked against its collection: an unknown field is a problem at its string. */
export function bindingProblems(source: JsonSource, name: string, collections: SiteCollections): ConfigProblem[] {
  const collection = collections[name];
  if (collection === undefined) {
    const known = Object.keys(collections);
    return [
      source.problemAt(
        '/collection',
        `unknown collection "${name}"${didYouMean(name, known)}; known collections: ${known.join(', ') || 'none'}`,
      ),
    ];
  }
  const problems: ConfigProblem[] = [];
  eachString(source.data, '', (text, pointer) => {
    for (const [, field = ''] of text.matchAll(BINDING)) {
      if (!collection.fields.includes(field)) {
        problems.push(
          source.problemAt(
            pointer,
            `{entry.${field}} is not a field of collection "${name}"${didYouMean(field, collection.fields)}; its fields: ${collection.fields.join(', ')}`,
          ),
        );
      }
    }
  });
  if (collection.entries.length === 0)
    problems.push(source.problemAt('/collection', `collection "${name}" has no entries`));
  return problems;
}

/** A page that is not a template has no entry to bind: each binding in it is a problem at its string. */
export function strayBindingProblems(source: JsonSource): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  eachString(source.data, '', (text, pointer) => {
    for (const [binding] of text.matchAll(BINDING)) {
      problems.push(
        source.problemAt(pointer, `${binding} is used, but this page names no "collection" to take entries from`),
      );
    }
  });
  return problems;
}

/** The entry with its fields as a language writes them (the default language's where it has no word of its own). */
export function entryIn(entry: CollectionEntry, locale: string): CollectionEntry {
  const own = entry.localized?.[locale];
  return own ? { id: entry.id, values: { ...entry.values, ...own } } : entry;
}

/** The template with one entry's fields filled in; keys are left alone. */
export function boundToEntry<T>(value: T, entry: CollectionEntry): T {
  return bind(value, entry) as T;
}

function bind(value: unknown, entry: CollectionEntry): unknown {
  if (typeof value === 'string') return value.replace(BINDING, (whole, field: string) => entry.values[field] ?? whole);
  if (Array.isArray(value)) return value.map((item) => bind(item, entry));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, bind(item, entry)]));
  }
  return value;
}
