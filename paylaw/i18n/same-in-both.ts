/**
 * Visitor texts that read the same in Spanish as in English: names a family looks up as they are written. Any other
 * text left in English fails the catalog check.
 */
export const SAME_IN_BOTH: ReadonlySet<string> = new Set<string>([]);
