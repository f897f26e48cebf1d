/**
 * Turns a place name, as a family types it or as an agency prints it, into
 * comparable words: no case, no accents, no punctuation, and one spelling for
 * the words agencies abbreviate (St. and Saint, Twp and Township, S D and
 * School District). Both sides go through the same function, so "St. Marys"
 * finds "Saint Marys" and "Abington Township" finds "ABINGTON TWP".
 */

/** Several words that mean one thing, replaced before single words are (longest first). */
const PHRASES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bexempted village (school district|schools?)\b/g, 'evsd'],
  [/\bcity (school district|schools?)\b/g, 'csd'],
  [/\blocal (school district|schools?)\b/g, 'lsd'],
  [/\b(school district|schools?|s d)\b/g, 'sd'],
];

/** One spelling for each word agencies abbreviate. */
const WORDS: Readonly<Record<string, string>> = {
  st: 'saint',
  ste: 'sainte',
  mt: 'mount',
  ft: 'fort',
  twp: 'township',
  twsp: 'township',
  tp: 'township',
  boro: 'borough',
  bor: 'borough',
  co: 'county',
  cnty: 'county',
  comm: 'community',
};

/** What kind of place a word names: kept for exact matches, left out when only the name is compared. */
const KIND_WORDS: ReadonlySet<string> = new Set([
  'township',
  'borough',
  'city',
  'town',
  'village',
  'county',
  'sd',
  'csd',
  'lsd',
  'evsd',
]);

function plain(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The words of a name, spelled one way. */
export function words(text: string): string[] {
  let phrase = ` ${plain(text)} `;
  for (const [pattern, replacement] of PHRASES) phrase = phrase.replace(pattern, replacement);
  return phrase
    .split(' ')
    .filter((word) => word !== '')
    .map((word) => WORDS[word] ?? word);
}

export function isKindWord(word: string): boolean {
  return KIND_WORDS.has(word);
}

/** The name without the words that say what kind of place it is ("pittsburgh" for PITTSBURGH CITY). */
export function nameWords(all: readonly string[]): string[] {
  return all.filter((word) => !isKindWord(word));
}
