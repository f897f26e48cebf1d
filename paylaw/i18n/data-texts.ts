/**
 * How a visitor text of the data (a note, a label, a rule in words) reaches a page in the visitor's language: the data
 * holds the English, and a catalog per language maps each English text, exactly as it stands, to its translation.
 * Whoever builds a sentence around a data text passes it through `DataTexts` first.
 */

/** The languages the data's visitor texts come in (the same codes as the site's locales). */
export type TextLocale = 'en-US' | 'es-US';

/** A visitor text of the data, given as it stands in English, in the chosen language. */
export type DataTexts = (english: string) => string;

/** English text → its translation, one entry per distinct text (a text repeated across years is translated once). */
export type DataTextCatalog = Readonly<Record<string, string>>;

export const englishTexts: DataTexts = (english) => english;

/**
 * Texts from a catalog. The catalog tests and `npm run gen` make sure every shipped visitor text has an entry; a text
 * without one (a figure the engine formats itself, say) is passed through unchanged rather than lost.
 */
export function catalogTexts(catalog: DataTextCatalog): DataTexts {
  return (english) => (Object.hasOwn(catalog, english) ? (catalog[english] ?? english) : english);
}
