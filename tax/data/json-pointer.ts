/** One key as a JSON pointer segment (RFC 6901): `~` and `/` escaped, so a key holding either still names one step. */
export const pointerSegment = (key: string | number): string => String(key).replace(/~/g, '~0').replace(/\//g, '~1');
