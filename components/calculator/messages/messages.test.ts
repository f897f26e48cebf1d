import { describe, expect, it } from 'vitest';
import { numberField } from '@/tax/input/input-fields';
import { NUMBER_FIELD_NAMES, NUMBER_FIELDS } from '../model/calculator-fields';
import { en } from './en-US';
import { es } from './es-US';
import { formatsFor } from './formats';
import { loadCalculatorMessages } from './load';

/** Words that are the same in both languages: a program's name and the form's own "No". */
const SAME_IN_BOTH = new Set(['Medicare', 'No']);

/** A message that only arranges what it is given (": X", "X (Y)") has no words of its own to translate. */
const hasWords = (text: string) =>
  /\p{L}{2,}/u.test(text.replace(/\b([XYZWVU]|false|true|undefined|object|Object|Local Services Tax)\b/gi, ''));

/** Every string a message holds (a function's with sample arguments), by its path in the messages. */
function leaves(value: unknown, path: string, out: Map<string, string>): Map<string, string> {
  if (typeof value === 'string') out.set(path, value);
  else if (value instanceof RegExp) out.set(path, value.source);
  else if (typeof value === 'function') {
    // Sample arguments of each kind a message takes: text, a number, a flag, a local tax.
    const samples: unknown[][] = [
      ['X', 'Y', 'Z', 'W', 'V', 'U'],
      [7, 'Y', 'Z', 'W', 'V', 'U'],
      ['X', false, 'Z', 3, 'V', 'U'],
      [{ id: 'services', label: 'Local Services Tax', annualMaximum: 52 }],
    ];
    samples.forEach((args, index) => {
      try {
        const said: unknown = Reflect.apply(value, undefined, args);
        leaves(said, `${path}(${index})`, out);
      } catch {
        // A message that takes another kind of argument is checked with the sample that fits it.
      }
    });
  } else if (Array.isArray(value)) value.forEach((item, index) => leaves(item, `${path}[${index}]`, out));
  else if (typeof value === 'object' && value !== null)
    for (const [key, item] of Object.entries(value)) leaves(item, `${path}.${key}`, out);
  return out;
}

describe('the calculator in Spanish', () => {
  it('says every message in Spanish: none is left as its English, but for program and form names', () => {
    const english = leaves(en, '', new Map());
    const spanish = leaves(es, '', new Map());
    const compared = [...english.keys()].filter((path) => spanish.has(path));
    expect(compared.length).toBeGreaterThan(300);
    const untranslated = [...english].filter(
      ([path, text]) => spanish.get(path) === text && hasWords(text) && !SAME_IN_BOTH.has(text),
    );
    expect(untranslated).toEqual([]);
  });

  it('uses the IRS’s own Spanish for the forms and programs', () => {
    const spanish = [...leaves(es, '', new Map()).values()].join('\n');
    for (const term of ['Seguro Social', 'Anexo H', 'Formulario W-2', 'Formulario W-4', 'Paso 4(c)', 'retención'])
      expect(spanish).toContain(term);
    expect(spanish).not.toMatch(/\bSchedule H\b|\bSocial Security\b|\bStep \d/);
  });
});

describe('every language', () => {
  it('labels each field the form shows, and only those', () => {
    const own = NUMBER_FIELD_NAMES.filter((name) => NUMBER_FIELDS[name].formLabel === 'own');
    const local = NUMBER_FIELD_NAMES.filter((name) => NUMBER_FIELDS[name].formLabel === 'localTax');
    for (const messages of [en, es]) {
      expect(Object.keys(messages.fields).sort()).toEqual([...own].sort());
      expect(Object.keys(messages.localFields).sort()).toEqual([...local].sort());
    }
  });
});

describe('the English words', () => {
  it('name each number field as the engine does, so every English error reads as before', () => {
    for (const name of NUMBER_FIELD_NAMES)
      expect(en.fieldNames[name]).toBe(numberField(NUMBER_FIELDS[name].engine).label);
  });

  it('are loaded by language, as the Spanish ones are', async () => {
    await expect(loadCalculatorMessages('en-US')).resolves.toBe(en);
    await expect(loadCalculatorMessages('es-US')).resolves.toBe(es);
  });
});

describe('figures in each language', () => {
  it('writes money to the cent, the same in both, and dates the Spanish way', () => {
    expect(formatsFor('es-US').money(1234.56)).toBe('$1,234.56');
    expect(formatsFor('en-US').money(1234.56)).toBe('$1,234.56');
    expect(formatsFor('es-US').money(0.1 + 0.2)).toBe('$0.30');
    expect(formatsFor('es-US').longDate('2026-11-28')).toBe('28 de noviembre de 2026');
    expect(formatsFor('en-US').longDate('2026-11-28')).toBe('November 28, 2026');
    expect(formatsFor('es-US').list(['2025', '2026'])).toBe('2025 y 2026');
    expect(formatsFor('es-US').wholeMoney(14000)).toBe('$14,000');
  });
});
