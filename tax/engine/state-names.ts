import type { CompiledYear } from '../data/compiled';
import type { StateCode } from '../core/types';

const namePatterns = new WeakMap<CompiledYear, { pattern: RegExp; codes: ReadonlyMap<string, StateCode> }>();

/** One pattern of every state's name, longest first, so "West Virginia" is read as itself and never as "Virginia". */
function patternOf(year: CompiledYear) {
  let cached = namePatterns.get(year);
  if (cached === undefined) {
    const codes = new Map<string, StateCode>();
    for (const [code, state] of year.states) codes.set(state.name, code);
    const names = [...codes.keys()].sort((a, b) => b.length - a.length);
    cached = { pattern: new RegExp(`\\b(?:${names.join('|')})\\b`, 'g'), codes };
    namePatterns.set(year, cached);
  }
  return cached;
}

/** The states a sentence from the data names, by their full names: a note that names states concerns those states. */
export function statesNamedIn(text: string, year: CompiledYear): StateCode[] {
  const { pattern, codes } = patternOf(year);
  const named = new Set<StateCode>();
  for (const match of text.matchAll(pattern)) {
    const code = codes.get(match[0]);
    if (code !== undefined) named.add(code);
  }
  return [...named];
}
