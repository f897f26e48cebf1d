/**
 * Which strings of the pay-law data a visitor reads, so that each has its translation (./catalog-check.ts):
 *
 * - every `text` (a rule in words, a coverage, a rate's "which rate this is", a requirement), anywhere in a file;
 * - the federal file's `name` ("Federal law"), which heads the federal rules.
 *
 * Not collected: a state's or a locality's `name` (place names stay as they are), the top-level `sources` (a citation is
 * the authority's own name, title and address; `reason` and `trail` are never shown), `maintainerNotes`, and anything
 * inside a draft (`"verified": false`), which is neither applied nor shown.
 */

export interface DataFile {
  /** The file's path from the repository root, as problems name it. */
  file: string;
  data: unknown;
}

export interface VisitorText {
  file: string;
  /** JSON pointer of the string in its file. */
  pointer: string;
  text: string;
}

export const pointerKey = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Every string in `value` with its pointer and the key that holds it (an array's items are held by the array's key).
 * `enter` decides whether to look inside an object at all (a draft is skipped whole).
 */
function* stringsIn(
  value: unknown,
  pointer: string,
  key: string,
  enter: (node: Record<string, unknown>) => boolean,
): Generator<{ pointer: string; key: string; text: string }> {
  if (typeof value === 'string') yield { pointer, key, text: value };
  else if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) yield* stringsIn(value[i], `${pointer}/${i}`, key, enter);
  } else if (typeof value === 'object' && value !== null) {
    const node = value as Record<string, unknown>;
    if (!enter(node)) return;
    for (const [child, item] of Object.entries(node))
      yield* stringsIn(item, `${pointer}/${pointerKey(child)}`, child, enter);
  }
}

/** The top-level keys whose strings are the maintainers' trail or a citation, never a visitor text to translate. */
const TRAIL_KEYS: ReadonlySet<string> = new Set(['sources', 'maintainerNotes']);

/** Every string of a data file outside its top-level trail, with its pointer and holding key. */
export function* visitorStringsIn(
  data: unknown,
  enter: (node: Record<string, unknown>) => boolean = () => true,
): Generator<{ pointer: string; key: string; text: string }> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return;
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    if (!TRAIL_KEYS.has(key)) yield* stringsIn(value, `/${pointerKey(key)}`, key, enter);
  }
}

function textsOf({ file, data }: DataFile, federal: boolean): VisitorText[] {
  const found: VisitorText[] = [];
  for (const { pointer, key, text } of visitorStringsIn(data, (node) => node.verified !== false)) {
    if (key === 'text' || (federal && pointer === '/name')) found.push({ file, pointer, text });
  }
  return found;
}

export function payLawVisitorTexts(federal: DataFile, states: readonly DataFile[]): VisitorText[] {
  return [...textsOf(federal, true), ...states.flatMap((state) => textsOf(state, false))];
}
