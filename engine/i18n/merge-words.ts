/**
 * A translation overlay's words laid over the file it translates, place by place: what the browser does with a
 * state's notes for the calculator's next steps (the validator has already made sure the overlay is complete).
 */
const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function merged(base: unknown, words: unknown): unknown {
  if (typeof base === 'string') return typeof words === 'string' ? words : base;
  if (Array.isArray(base))
    return base.map((item, index) => merged(item, Array.isArray(words) ? words[index] : undefined));
  if (isRecord(base)) {
    return Object.fromEntries(
      Object.entries(base).map(([key, value]) => [key, merged(value, isRecord(words) ? words[key] : undefined)]),
    );
  }
  return base;
}

/** `base` with each string the overlay gives replaced; the shape (and so the type) is the base's. */
export function withWords<T>(base: T, words: unknown): T {
  return merged(base, words) as T;
}
