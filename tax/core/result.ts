/**
 * The one result shape of the module: a value, or every problem found at once.
 * Nothing in the engine throws on bad input or bad data; it returns this.
 */
export type Result<T, E> = { ok: true; value: T } | { ok: false; errors: E[] };
