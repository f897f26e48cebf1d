/**
 * What a translation's words must be: not the English left in place, and the terms the authorities themselves use
 * in the language (the IRS's Spanish: "Anexo H", "Seguro Social", "retención"). The glossary is data
 * (pages-config/translations/<locale>/glossary.json) so a translator can read and extend it.
 */
export interface GlossaryTerm {
  /** The English term as it appears in English copy. */
  en: string;
  /** The term the authority uses in this language. */
  term: string;
  /** Other renderings a translator might reach for that the authority does not use. */
  avoid?: string[];
  /** Who sets the term: the publication it is taken from. */
  source: string;
}

export interface Glossary {
  /** Words that are the same in both languages: names, form numbers, abbreviations. */
  keep: string[];
  terms: GlossaryTerm[];
}

/** Common English words that never stand alone in Spanish prose: two of them mean a sentence left in English. */
const ENGLISH_MARKERS = new Set(
  'the and your you with for what how our this that from are is of to at by it be will can have has not when who which their they more than'.split(
    ' ',
  ),
);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wordPattern = (phrase: string) =>
  new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(phrase)}(?=$|[^\\p{L}\\p{N}])`, 'iu');

/** The words of a text, without tokens, link targets, addresses, numbers or the names kept as they are. */
function wordsOf(text: string, keep: readonly string[]): string[] {
  let rest = text
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\]\([^)]*\)/g, '] ')
    .replace(/https?:\/\/\S+|\S+@\S+|\/[\w/-]+/g, ' ');
  for (const name of [...keep].sort((a, b) => b.length - a.length))
    rest = rest.replace(new RegExp(wordPattern(name), 'giu'), '$1 ');
  return rest.match(/\p{L}[\p{L}'’-]*/gu) ?? [];
}

/** A person's name with an initial ("Tamara J.") or a place with its state ("Portland, OR"). */
const NAME_OR_PLACE = /\b\p{Lu}\.(\s|,|$)|, \p{Lu}{2}$/u;

/**
 * True when a text left identical to its English has words to translate: not only a name or place (every word
 * capitalised), numbers, tokens and the glossary's names kept as they are.
 */
export function hasWordsToTranslate(text: string, glossary: Glossary): boolean {
  const words = wordsOf(text, glossary.keep).filter((word) => word.length > 1);
  if (words.length === 0) return false;
  return !(NAME_OR_PLACE.test(text.trim()) && words.every((word) => /^\p{Lu}/u.test(word)));
}

/** A sentence of English inside translated text. */
export function englishMarkers(text: string, glossary: Glossary): string[] {
  return wordsOf(text, glossary.keep).filter((word) => ENGLISH_MARKERS.has(word.toLowerCase()));
}

/** Each term used against the glossary: the English term, or a rendering the authority does not use. */
export function glossaryProblems(textWithLinks: string, glossary: Glossary): string[] {
  // A link's target is an address, not words: "/nanny-taxes" is no English left in the text.
  const text = textWithLinks.replace(/\]\([^)]*\)/g, '] ');
  const problems: string[] = [];
  for (const entry of glossary.terms) {
    if (entry.en.toLowerCase() !== entry.term.toLowerCase() && wordPattern(entry.en).test(text)) {
      problems.push(`"${entry.en}" is English: write "${entry.term}" (${entry.source})`);
    }
    for (const variant of entry.avoid ?? []) {
      if (wordPattern(variant).test(text)) problems.push(`write "${entry.term}", not "${variant}" (${entry.source})`);
    }
  }
  return problems;
}
