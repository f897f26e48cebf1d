/**
 * How well a query names a place. Only real matches score: the whole name,
 * the name without its kind (Pittsburgh for PITTSBURGH CITY), the start of the
 * name, or every word of the query starting a word of the name. A query that
 * matches none of these scores nothing, so a misspelt or unknown place finds
 * nothing rather than the nearest-looking one.
 */
import { isKindWord, nameWords, words } from './normalize';

export const SCORE = {
  exact: 100,
  name: 90,
  prefix: 70,
  words: 50,
  withArea: 30,
} as const;

export interface Candidate {
  /** The place's own name. */
  name: string;
  /** Where it is (county, school district): a query may add these to tell places of one name apart. */
  area: readonly string[];
}

export interface Query {
  all: readonly string[];
  name: readonly string[];
  kinds: readonly string[];
}

export function parseQuery(text: string): Query {
  const all = words(text);
  return { all, name: nameWords(all), kinds: all.filter(isKindWord) };
}

function equal(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((word, i) => word === b[i]);
}

/** The query's words are the name's first words, the last one possibly cut short ("Upper Dar"). */
function startsName(query: readonly string[], name: readonly string[]): boolean {
  if (query.length === 0 || query.length > name.length) return false;
  return query.every((word, i) => (i === query.length - 1 ? (name[i] ?? '').startsWith(word) : name[i] === word));
}

/** Each query word starts a different one of the given words, in any order. */
function everyWordStarts(query: readonly string[], target: readonly string[]): boolean {
  const free = [...target];
  for (const word of query) {
    const at = free.findIndex((candidate) => candidate.startsWith(word));
    if (at < 0) return false;
    free.splice(at, 1);
  }
  return query.length > 0;
}

export function score(query: Query, candidate: Candidate): number {
  if (query.all.length === 0) return 0;
  const all = words(candidate.name);
  const name = nameWords(all);
  // A kind the family typed (Township, Borough) must be the place's kind: Hanover Borough is not Hanover Township.
  const kindsFit = query.kinds.every((kind) => all.includes(kind));
  if (equal(query.all, all)) return SCORE.exact;
  if (kindsFit && query.name.length > 0 && equal(query.name, name)) return SCORE.name;
  if (startsName(query.all, all) || (kindsFit && startsName(query.name, name))) return SCORE.prefix;
  if (kindsFit && everyWordStarts(query.name, name)) return SCORE.words;
  const area = candidate.area.flatMap((part) => words(part));
  const kindsFitArea = query.kinds.every((kind) => all.includes(kind) || area.includes(kind));
  const namedAtLeastOnce = query.name.some((word) => name.some((candidateWord) => candidateWord.startsWith(word)));
  if (kindsFitArea && namedAtLeastOnce && everyWordStarts(query.name, [...name, ...nameWords(area)]))
    return SCORE.withArea;
  return 0;
}
