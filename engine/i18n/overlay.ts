/**
 * A translation is an overlay: a file with the English file's shape holding only the words, each at the same place
 * (the same JSON pointer). Everything else (links, images, ids, numbers, which blocks and in which order) comes
 * from the English file, so the two cannot drift apart in anything but words. An overlay must give every text
 * field of its English file, in the language, and nothing else.
 */
import { decodePointer, encodePointer, type JsonSource } from '../json-source';
import type { ConfigProblem } from '../result';
import { englishMarkers, glossaryProblems, hasWordsToTranslate, type Glossary } from './language-rules';
import { textFields } from './translatable';

export interface OverlayOptions {
  /** The schema definition of the English file ("PageConfig", "SiteConfig", a collection's). */
  definition: string;
  /** The language's name for messages ("Spanish"). */
  language: string;
  glossary: Glossary;
  /** Top-level keys an overlay may set besides words (a page's own route in this language). */
  ownKeys?: readonly string[];
}

export interface OverlayResult {
  problems: ConfigProblem[];
  /** The English data with the overlay's words in place (and its own keys); undefined when it has problems. */
  data: unknown;
}

/** The value at a JSON pointer's segments, or undefined where the data has none. */
export function valueAt(data: unknown, segments: readonly string[]): unknown {
  let current = data;
  for (const segment of segments) {
    if (Array.isArray(current)) current = current[Number(segment)];
    else if (current !== null && typeof current === 'object') current = (current as Record<string, unknown>)[segment];
    else return undefined;
  }
  return current;
}

function setAt(data: unknown, segments: readonly string[], value: unknown): void {
  let current = data;
  segments.forEach((segment, index) => {
    const last = index === segments.length - 1;
    if (Array.isArray(current)) {
      if (last) current[Number(segment)] = value;
      else current = current[Number(segment)];
    } else if (current !== null && typeof current === 'object') {
      const record = current as Record<string, unknown>;
      if (last) record[segment] = value;
      else current = record[segment];
    }
  });
}

function leaves(
  data: unknown,
  path: Array<string | number> = [],
  out: Array<{ pointer: string; value: unknown }> = [],
) {
  if (Array.isArray(data)) data.forEach((item, index) => leaves(item, [...path, index], out));
  else if (data !== null && typeof data === 'object')
    for (const [key, item] of Object.entries(data)) leaves(item, [...path, key], out);
  else out.push({ pointer: encodePointer(path), value: data });
  return out;
}

const quote = (text: string) => `"${text.length > 60 ? `${text.slice(0, 57)}…` : text}"`;

export function applyOverlay(english: JsonSource, overlay: JsonSource, options: OverlayOptions): OverlayResult {
  const { language, glossary } = options;
  const ownKeys = new Set(options.ownKeys ?? []);
  const problems: ConfigProblem[] = [];
  const fields = textFields(options.definition, english.data);
  const textPointers = new Set(fields.map((field) => field.pointer));
  const merged: unknown = structuredClone(english.data);

  for (const field of fields) {
    const translated = valueAt(overlay.data, decodePointer(field.pointer));
    if (typeof translated !== 'string' || translated.trim() === '') {
      problems.push(
        overlay.problemAt(
          field.pointer,
          `no ${language} for ${field.pointer} (the English is ${quote(field.value)}): every text of a translated page needs its ${language}`,
        ),
      );
      continue;
    }
    if (translated === field.value && hasWordsToTranslate(field.value, glossary)) {
      problems.push(
        overlay.problemAt(
          field.pointer,
          `${field.pointer} is still the English ${quote(field.value)}: write it in ${language} (names that stay as they are go in the glossary's "keep" list)`,
        ),
      );
      continue;
    }
    const markers = englishMarkers(translated, glossary);
    if (translated !== field.value && markers.length >= 2) {
      problems.push(
        overlay.problemAt(
          field.pointer,
          `${field.pointer} reads as English (${[...new Set(markers)].slice(0, 4).join(', ')}): write it in ${language}`,
        ),
      );
      continue;
    }
    for (const message of glossaryProblems(translated, glossary)) {
      problems.push(overlay.problemAt(field.pointer, `${field.pointer}: ${message}`));
    }
    setAt(merged, decodePointer(field.pointer), translated);
  }

  for (const leaf of leaves(overlay.data)) {
    const [top] = decodePointer(leaf.pointer);
    if (top !== undefined && ownKeys.has(top) && decodePointer(leaf.pointer).length === 1) {
      setAt(merged, [top], leaf.value);
      continue;
    }
    if (typeof leaf.value === 'string' && textPointers.has(leaf.pointer)) continue;
    const what =
      typeof leaf.value === 'string'
        ? `the English file has no text at ${leaf.pointer}`
        : `a translation holds only words, and ${JSON.stringify(leaf.value)} is not one`;
    problems.push(
      overlay.problemAt(
        leaf.pointer,
        `nothing to translate here: ${what} (links, images and settings come from the English file)`,
      ),
    );
  }

  return { problems, data: problems.length === 0 ? merged : undefined };
}

/** An overlay with the English file's shape and each text in place, for a translator to replace (`npm run translate`). */
export function overlaySkeleton(definition: string, data: unknown, own: Record<string, unknown> = {}): unknown {
  const skeleton: Record<string, unknown> = { ...own };
  for (const field of textFields(definition, data)) {
    const segments = decodePointer(field.pointer);
    let current: Record<string, unknown> | unknown[] = skeleton;
    segments.forEach((segment, index) => {
      const last = index === segments.length - 1;
      const nextIsIndex = /^\d+$/.test(segments[index + 1] ?? '');
      const key: string | number = Array.isArray(current) ? Number(segment) : segment;
      const container = current as Record<string | number, unknown>;
      if (last) container[key] = field.value;
      else {
        container[key] ??= nextIsIndex ? [] : {};
        current = container[key] as Record<string, unknown> | unknown[];
      }
    });
  }
  // Arrays keep their places: an element with nothing to translate stays as an empty object.
  const fill = (value: unknown): unknown => {
    if (Array.isArray(value)) return Array.from(value, (item) => (item === undefined ? {} : fill(item)));
    if (value !== null && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item)]));
    return value;
  };
  return fill(skeleton);
}
