/**
 * What in a year's data file is not yet checked: every object that cites a
 * source (a figure, a withholding table, an income tax rule, a program, a
 * locality) and carries `"verified": false`. A file with any of them is a
 * draft: `npm run gen` validates it but does not compile it for the runtime.
 */
import { pointerSegment } from './json-pointer';

export interface UnverifiedFigure {
  /** Where it is in the data file, as a JSON pointer. */
  pointer: string;
  /** The source it cites: last year's until someone checks it. */
  source: string | undefined;
  /** The number (or null) of a `{ value, source }` figure; absent for a rule, table or program. */
  value?: number | null;
}

const isRecord = (node: unknown): node is Record<string, unknown> =>
  typeof node === 'object' && node !== null && !Array.isArray(node);

/** In file order; the `sources` map itself holds publications, not figures, so it is not searched. */
export function unverifiedFigures(data: unknown): UnverifiedFigure[] {
  const found: UnverifiedFigure[] = [];
  const visit = (node: unknown, pointer: string): void => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, `${pointer}/${index}`));
      return;
    }
    if (!isRecord(node)) return;
    if (node.verified === false) {
      const source = typeof node.source === 'string' ? node.source : undefined;
      const value = node.value;
      found.push(typeof value === 'number' || value === null ? { pointer, source, value } : { pointer, source });
    }
    for (const [key, inner] of Object.entries(node)) {
      if (!(pointer === '' && key === 'sources')) visit(inner, `${pointer}/${pointerSegment(key)}`);
    }
  };
  visit(data, '');
  return found;
}
