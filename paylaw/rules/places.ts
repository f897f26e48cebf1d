/**
 * Finding a place the pay-law data knows from what a family types: "Seattle, WA", "Brooklyn, NY", "Seattle" (with the
 * state given apart). Names are compared whole, without case, accents, punctuation or a trailing "city"/"county"
 * word's spelling differences ("St. Paul" is "Saint Paul"), so a place is found or plainly not found, never guessed.
 */
import type { CompiledLocality, CompiledPayLaw, StateCode } from '../core/types';
import { STATE_CODES } from '../core/state-codes';

export type PlaceFound = { ok: true; state: StateCode; locality: CompiledLocality } | { ok: false; message: string };

const SPELLINGS: Readonly<Record<string, string>> = {
  st: 'saint',
  ste: 'sainte',
  mt: 'mount',
  ft: 'fort',
  co: 'county',
};

export function placeKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .map((word) => SPELLINGS[word] ?? word)
    .join(' ');
}

function splitState(text: string, law: CompiledPayLaw): { name: string; state?: StateCode } {
  const comma = text.lastIndexOf(',');
  if (comma === -1) return { name: text };
  const tail = text.slice(comma + 1).trim();
  const code = STATE_CODES.find(
    (candidate) => candidate === tail.toUpperCase() || placeKey(law.states[candidate].name) === placeKey(tail),
  );
  return code === undefined ? { name: text } : { name: text.slice(0, comma), state: code };
}

/** Every place a state's data knows, as "Seattle, WA", for messages and pickers. */
export const placeLabels = (law: CompiledPayLaw, state: StateCode): string[] =>
  law.states[state].localities.map((locality) => locality.name);

export function findPlace(law: CompiledPayLaw, text: string, state?: StateCode): PlaceFound {
  const parsed = splitState(text.trim(), law);
  if (state !== undefined && parsed.state !== undefined && parsed.state !== state) {
    return { ok: false, message: `"${text}" is in ${law.states[parsed.state].name}, not in ${law.states[state].name}` };
  }
  const where = parsed.state ?? state;
  const key = placeKey(parsed.name);
  if (key === '') return { ok: false, message: 'is empty: name a city or county, such as "Seattle, WA"' };
  const candidates = where === undefined ? STATE_CODES : [where];
  for (const code of candidates) {
    const locality = law.states[code].localities.find((l) => l.names.some((name) => placeKey(name) === key));
    if (locality !== undefined) return { ok: true, state: code, locality };
  }
  if (where === undefined) {
    return {
      ok: false,
      message: `no place with its own minimum wage is called "${text}"; give the state too, as in "Seattle, WA"`,
    };
  }
  const known = placeLabels(law, where);
  return {
    ok: false,
    message:
      known.length === 0
        ? `${law.states[where].name} has no city or county with its own rules here: leave place out and the state's rules apply`
        : `"${text}" has no minimum wage of its own here; places in ${law.states[where].name} that do: ${known.join('; ')}. Leave place out where the state's rules apply`,
  };
}
