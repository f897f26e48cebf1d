/**
 * What the runtime (and the browser) needs of a year's data is the compiled
 * figures (tax/data/compact.ts); which publication each figure comes from is
 * for people ("show the math", the docs) and loads on demand. `npm run gen`
 * writes the sources module from this index: each figure's JSON pointer in
 * the data file mapped to its source.
 */
import type { TaxYear } from '../generated/tax-year';
import { pointerSegment } from './json-pointer';
import type { Citation } from '../core/types';
import { visitorCitation } from './visitor-citation';

export interface SourceIndex {
  /** What a visitor reads for each source: its citation, never the trail of how it was read. */
  sources: Record<string, Citation>;
  /** JSON pointer of a figure in the data file → the key of its source. */
  figures: Record<string, string>;
}

export function sourceIndex(data: TaxYear): SourceIndex {
  const figures: Record<string, string> = {};
  const visit = (value: unknown, pointer: string): void => {
    if (Array.isArray(value)) value.forEach((item, index) => visit(item, `${pointer}/${index}`));
    else if (value !== null && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key === 'source' && typeof inner === 'string') figures[pointer] = inner;
        else if (!(pointer === '' && key === 'sources')) visit(inner, `${pointer}/${pointerSegment(key)}`);
      }
    }
  };
  visit(data, '');
  const sources: Record<string, Citation> = {};
  for (const [key, source] of Object.entries(data.sources)) {
    const citation = source === undefined ? undefined : visitorCitation(source);
    if (citation !== undefined) sources[key] = citation;
  }
  return { sources, figures };
}
