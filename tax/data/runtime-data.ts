/**
 * What the runtime (and the browser) needs of a year's data is the figures;
 * which publication each figure comes from is for people ("show the math",
 * the docs) and loads on demand. `npm run gen` splits the two: the runtime
 * module has every `source` emptied and no sources map; the sources module
 * maps each figure's JSON pointer to its source.
 */
import type { TaxYear } from '../generated/tax-year';

export interface SourceIndex {
  sources: TaxYear['sources'];
  /** JSON pointer of a figure in the data file → the key of its source. */
  figures: Record<string, string>;
}

const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

function withoutSources(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSources);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, key === 'source' && typeof inner === 'string' ? '' : withoutSources(inner)]));
}

export function runtimeTaxData(data: TaxYear): TaxYear {
  // Only `source` strings change and the map is emptied: the shape, and so the type, is the data file's.
  return { ...(withoutSources(data) as TaxYear), sources: {} };
}

export function sourceIndex(data: TaxYear): SourceIndex {
  const figures: Record<string, string> = {};
  const visit = (value: unknown, pointer: string): void => {
    if (Array.isArray(value)) value.forEach((item, index) => visit(item, `${pointer}/${index}`));
    else if (value !== null && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key === 'source' && typeof inner === 'string') figures[pointer] = inner;
        else if (!(pointer === '' && key === 'sources')) visit(inner, `${pointer}/${escapePointer(key)}`);
      }
    }
  };
  visit(data, '');
  return { sources: data.sources, figures };
}
