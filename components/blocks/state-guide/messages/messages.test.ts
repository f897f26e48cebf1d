import { describe, expect, it } from 'vitest';
import { stateGuideIndexMessages } from '../../state-guide-index/messages';
import { stateGuideMessages } from '.';

/** Each message as it reads, with placeholders standing for the figures and names a sentence is given. */
function leaves(messages: object, path = ''): Array<[string, string]> {
  return Object.entries(messages).flatMap(([key, value]): Array<[string, string]> => {
    const at = path ? `${path}.${key}` : key;
    if (typeof value === 'string') return [[at, value]];
    if (typeof value === 'function') {
      const placeholders = Array.from({ length: (value as (...args: string[]) => string).length }, (_, i) => `‹${i}›`);
      return [[at, (value as (...args: string[]) => string)(...placeholders)]];
    }
    return value !== null && typeof value === 'object' ? leaves(value as object, at) : [];
  });
}

// Names that are the same in both languages.
const PROPER_NAMES = new Set(['example.medicare']);

describe('the state guides’ messages', () => {
  for (const [name, messages] of [
    ['state guide', stateGuideMessages],
    ['state guide index', stateGuideIndexMessages],
  ] as const) {
    it(`give the ${name} a Spanish twin for every English message, never the English itself`, () => {
      const english = new Map(leaves(messages['en-US']));
      const spanish = new Map(leaves(messages['es-US']));
      expect([...spanish.keys()]).toEqual([...english.keys()]);
      expect(english.size).toBeGreaterThan(3);
      for (const [key, text] of spanish) {
        if (PROPER_NAMES.has(key)) expect(text, key).toBe(english.get(key));
        else expect(text, key).not.toBe(english.get(key));
        // Every figure or name a sentence is given still has its place in Spanish.
        for (const placeholder of english.get(key)?.match(/‹\d›/g) ?? []) expect(text, key).toContain(placeholder);
      }
    });
  }
});
