/**
 * How a visitor text of the data (a note, a label, a rule in words) reaches a page in the visitor's language: the data
 * holds the English, and a catalog per language maps each English text, exactly as it stands, to its translation.
 * Whoever builds a sentence around a data text passes it through `DataTexts` first.
 */

/** The languages the data's visitor texts come in (the same codes as the site's locales). */
export type TextLocale = 'en-US' | 'es-US';

/** A visitor text of the data, given as it stands in English, in the chosen language. */
export type DataTexts = (english: string) => string;

/**
 * A compiled catalog: each text's key (`textKey` of its English) → its translation, one entry per distinct text (a
 * text repeated across years is translated once). Keyed by the English itself, the catalogs a Spanish calculator
 * downloads were half English it already has: 70.7 KB gzip against 44.3 KB keyed.
 */
export type DataTextCatalog = Readonly<Record<string, string>>;

export const englishTexts: DataTexts = (english) => english;

/**
 * A text's key in a compiled catalog: a 53-bit hash of its English (cyrb53), in base 36. `npm run gen` refuses a
 * catalog in which two texts share a key, and a text outside the catalog meets a key by chance about once in 10^12
 * lookups.
 */
export function textKey(english: string): string {
  let first = 0xdeadbeef;
  let second = 0x41c6ce57;
  for (let index = 0; index < english.length; index += 1) {
    const code = english.charCodeAt(index);
    first = Math.imul(first ^ code, 2654435761);
    second = Math.imul(second ^ code, 1597334677);
  }
  first = Math.imul(first ^ (first >>> 16), 2246822507) ^ Math.imul(second ^ (second >>> 13), 3266489909);
  second = Math.imul(second ^ (second >>> 16), 2246822507) ^ Math.imul(first ^ (first >>> 13), 3266489909);
  return (4294967296 * (2097151 & second) + (first >>> 0)).toString(36);
}

/**
 * Texts from a compiled catalog. The catalog tests and `npm run gen` make sure every shipped visitor text has an
 * entry; a text without one (a figure the engine formats itself, say) is passed through unchanged rather than lost.
 */
export function catalogTexts(catalog: DataTextCatalog): DataTexts {
  return (english) => {
    const key = textKey(english);
    return Object.hasOwn(catalog, key) ? (catalog[key] ?? english) : english;
  };
}

/** An English-keyed catalog compiled: keyed by `textKey`, or the English texts that would share a key. */
export function keyedCatalog(
  entries: Readonly<Record<string, string>>,
): { ok: true; catalog: DataTextCatalog } | { ok: false; sharedKey: string[] } {
  const catalog: Record<string, string> = {};
  const englishOf = new Map<string, string>();
  for (const [english, translated] of Object.entries(entries)) {
    const key = textKey(english);
    const earlier = englishOf.get(key);
    if (earlier !== undefined) return { ok: false, sharedKey: [earlier, english] };
    englishOf.set(key, english);
    catalog[key] = translated;
  }
  return { ok: true, catalog };
}
