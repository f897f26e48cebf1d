import { PAY_LAW_RULES } from '@/paylaw';
import { STATE_CODES } from '../core/state-codes';
import type { StateCode } from '../core/types';

/**
 * Every state's full name, from the pay-law rules the engine always carries: in the browser a year holds only the
 * states loaded so far, and a sentence may name any of them. (A test holds each year's names to these.)
 */
const CODES_BY_NAME: ReadonlyMap<string, StateCode> = new Map(
  STATE_CODES.map((code) => [PAY_LAW_RULES.states[code].name, code]),
);

/** One pattern of every state's name, longest first, so "West Virginia" is read as itself and never as "Virginia". */
const NAMES = new RegExp(`\\b(?:${[...CODES_BY_NAME.keys()].sort((a, b) => b.length - a.length).join('|')})\\b`, 'g');

/** The states a sentence from the data names, by their full names: a note that names states concerns those states. */
export function statesNamedIn(text: string): StateCode[] {
  const named = new Set<StateCode>();
  for (const match of text.matchAll(NAMES)) {
    const code = CODES_BY_NAME.get(match[0]);
    if (code !== undefined) named.add(code);
  }
  return [...named];
}
