/**
 * Searching one loaded state's list: best matches first, and when nothing
 * matches, an honest reason (no such tax, or not in the part of the list we
 * carry) instead of a guess.
 */
import { candidateOf, codeOf, matchOf, type LocalityMatch } from './matches';
import { words } from './normalize';
import { placesOf } from './places';
import { parseQuery, score } from './rank';
import type { LocalitySource, LocalityTable } from './table';

export type NotFoundReason = 'emptyQuery' | 'zipNotSupported' | 'noSuchPlace' | 'notInList' | 'noList';

export interface LocalitySearch {
  state: string;
  taxYear: number;
  /** Whether a list exists for this state and year. */
  available: boolean;
  matches: LocalityMatch[];
  /** The list is the agency's whole list: a place not in it has no such tax. */
  complete: boolean;
  coverage: string;
  sources: readonly LocalitySource[];
  /** Why nothing was found, in words a family can act on (only when `matches` is empty). */
  notFound?: { reason: NotFoundReason; message: string };
}

export interface SearchOptions {
  /** Most matches to return (default 10). */
  limit?: number;
}

const DEFAULT_LIMIT = 10;

/** Five digits is a ZIP code in every state here (county codes have 2, Ohio district numbers 4, PSD codes 6). */
const ZIP = /^\d{5}(-\d{4})?$/;

const CODE_LENGTH: Readonly<Record<LocalityTable['kind'], number>> = {
  inCounty: 2,
  ohSchoolDistrict: 4,
  paMunicipality: 6,
};

function notFoundMessage(table: LocalityTable): { reason: NotFoundReason; message: string } {
  if (!table.complete) return { reason: 'notInList', message: table.coverage };
  if (table.kind === 'inCounty') {
    return {
      reason: 'noSuchPlace',
      message:
        'No Indiana county has that name. Every Indiana county has a county income tax: type the county (for example Marion) or its two-digit code.',
    };
  }
  return {
    reason: 'noSuchPlace',
    message:
      "No Ohio school district with an income tax has that name. The Department of Taxation's list is complete, so a district that is not in it levies no school district income tax.",
  };
}

function ranked(table: LocalityTable, query: string): LocalityMatch[] {
  const places = placesOf(table);
  const digits = query.replace(/\s+/g, '');
  if (/^\d+$/.test(digits) && digits.length <= CODE_LENGTH[table.kind]) {
    const code = digits.padStart(CODE_LENGTH[table.kind], '0');
    return places.filter((place) => codeOf(place) === code).map((place) => matchOf(place, 100));
  }
  const parsed = parseQuery(query);
  const scored: Array<{ match: LocalityMatch; order: string }> = [];
  for (const place of places) {
    const points = score(parsed, candidateOf(place));
    if (points > 0) scored.push({ match: matchOf(place, points), order: words(candidateOf(place).name).join(' ') });
  }
  // Best score first; among equals the shorter name, spelt out so an agency's abbreviation does not decide it
  // (the place itself before places named after it, Chester City before Chester Township), then A to Z.
  scored.sort(
    (a, b) =>
      b.match.score - a.match.score ||
      a.order.length - b.order.length ||
      a.order.localeCompare(b.order) ||
      a.match.id.localeCompare(b.match.id),
  );
  return scored.map((entry) => entry.match);
}

export function searchLocalities(table: LocalityTable, query: string, options: SearchOptions = {}): LocalitySearch {
  const base = {
    state: table.state,
    taxYear: table.taxYear,
    available: true,
    complete: table.complete,
    coverage: table.coverage,
    sources: table.sources,
  };
  const text = query.trim();
  if (text === '')
    return { ...base, matches: [], notFound: { reason: 'emptyQuery', message: 'Type the name of the place.' } };
  if (ZIP.test(text)) {
    return {
      ...base,
      matches: [],
      notFound: {
        reason: 'zipNotSupported',
        message:
          'ZIP codes cannot be looked up: no official list that maps ZIP codes to these places is carried here, and a ZIP code can span several of them. Type the name of the place instead.',
      },
    };
  }
  const matches = ranked(table, text).slice(0, options.limit ?? DEFAULT_LIMIT);
  return matches.length > 0 ? { ...base, matches } : { ...base, matches, notFound: notFoundMessage(table) };
}
