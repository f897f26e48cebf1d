/**
 * A translation catalog checked against the data it translates: every visitor text has an entry, every entry is used
 * by some text, and each translation keeps what must not change (figures, dates, the names of the calculator's input
 * fields) and is not the English left as it was.
 */
import { pointerKey, type VisitorText } from './visitor-texts';

export interface CatalogProblem {
  file: string;
  pointer: string;
  message: string;
}

export interface Catalog {
  /** The catalog's path from the repository root. */
  file: string;
  /** The language it translates into, for the messages. */
  language: string;
  entries: Readonly<Record<string, unknown>>;
  /** Texts that read the same in both languages (a program's or an agency's own name). */
  sameInBoth: ReadonlySet<string>;
}

/** Figures ("$15,100", "1.0", "2026") and input names ("suiRate", "stateW4.countyRate"): kept as they are. */
const KEPT = /\d+(?:[.,]\d+)*|\b[a-z]+[A-Z][A-Za-z0-9]*(?:\.[a-z]+[A-Za-z0-9]*)*\b/g;

export const keptTokens = (text: string): string[] => text.match(KEPT) ?? [];

const quote = (text: string): string => JSON.stringify(text.length > 90 ? `${text.slice(0, 87)}...` : text);

function translationProblem(english: string, translated: unknown, catalog: Catalog): string | undefined {
  if (typeof translated !== 'string' || translated.trim() === '') return `needs its ${catalog.language} as a string`;
  if (translated === english && !catalog.sameInBoth.has(english))
    return `is the English unchanged: translate it into ${catalog.language}, or list it in paylaw/i18n/same-in-both.ts if it reads the same in both`;
  const kept = keptTokens(translated);
  const lost = keptTokens(english).filter((token) => !kept.includes(token));
  if (lost.length > 0)
    return `drops or changes ${lost.map((token) => `"${token}"`).join(', ')}: figures, dates and input names stay exactly as in the English`;
  return undefined;
}

export function catalogProblems(texts: readonly VisitorText[], catalog: Catalog): CatalogProblem[] {
  const problems: CatalogProblem[] = [];
  const used = new Set<string>();
  for (const { file, pointer, text } of texts) {
    if (used.has(text)) continue;
    used.add(text);
    if (!Object.hasOwn(catalog.entries, text))
      problems.push({
        file,
        pointer,
        message: `${quote(text)} has no ${catalog.language} in ${catalog.file}: add it there, keyed by the English exactly as it stands`,
      });
  }
  for (const [english, translated] of Object.entries(catalog.entries)) {
    const pointer = `/${pointerKey(english)}`;
    if (!used.has(english)) {
      problems.push({
        file: catalog.file,
        pointer,
        message: `${quote(english)} is no visitor text of the data any more: remove it (or correct its English to the data's)`,
      });
      continue;
    }
    const problem = translationProblem(english, translated, catalog);
    if (problem !== undefined) problems.push({ file: catalog.file, pointer, message: `${quote(english)} ${problem}` });
  }
  return problems;
}

/** The catalog as the runtime reads it: only strings, once checked. */
/** The catalog's usable entries, English → translation (before `keyedCatalog` compiles them). */
export function checkedEntries(catalog: Catalog): Readonly<Record<string, string>> {
  return Object.fromEntries(
    Object.entries(catalog.entries).flatMap(([english, translated]) =>
      typeof translated === 'string' ? [[english, translated]] : [],
    ),
  );
}
