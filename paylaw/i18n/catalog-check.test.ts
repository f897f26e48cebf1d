import { describe, expect, it } from 'vitest';
import { catalogProblems, checkedEntries, type Catalog } from './catalog-check';
import type { VisitorText } from './visitor-texts';

const texts: VisitorText[] = [
  { file: 'data/a.json', pointer: '/minimumWage/coverage/text', text: 'Covers a nanny paid $1,000 in 2026.' },
  { file: 'data/b.json', pointer: '/overtime/summary/text', text: 'Covers a nanny paid $1,000 in 2026.' },
  { file: 'data/b.json', pointer: '/note', text: 'Enter the rate as suiRate.' },
];

const catalog = (entries: Record<string, unknown>, sameInBoth: string[] = []): Catalog => ({
  file: 'i18n/es-US.json',
  language: 'Spanish',
  entries,
  sameInBoth: new Set(sameInBoth),
});

const complete = {
  'Covers a nanny paid $1,000 in 2026.': 'Cubre a una niñera a la que se pagan $1,000 en 2026.',
  'Enter the rate as suiRate.': 'Anote la tasa como suiRate.',
};

describe('a Spanish catalog checked against the data', () => {
  it('passes when every visitor text has its translation, each text translated once however often it appears', () => {
    expect(catalogProblems(texts, catalog(complete))).toEqual([]);
  });

  it('names the data file and JSON pointer of a text without Spanish', () => {
    const missing = Object.fromEntries(Object.entries(complete).filter(([english]) => !english.startsWith('Enter')));
    const problems = catalogProblems(texts, catalog(missing));
    expect(problems).toEqual([
      { file: 'data/b.json', pointer: '/note', message: expect.stringContaining('has no Spanish in i18n/es-US.json') },
    ]);
  });

  it('refuses an entry no data text uses any more, at its place in the catalog', () => {
    const problems = catalogProblems(texts, catalog({ ...complete, 'An old note/one': 'Una nota vieja' }));
    expect(problems).toEqual([
      { file: 'i18n/es-US.json', pointer: '/An old note~1one', message: expect.stringContaining('no visitor text') },
    ]);
  });

  it('refuses the English left as it was, unless it is listed as reading the same in both', () => {
    const same = { ...complete, 'Enter the rate as suiRate.': 'Enter the rate as suiRate.' };
    expect(catalogProblems(texts, catalog(same)).map((p) => p.message)).toEqual([
      expect.stringContaining('is the English unchanged'),
    ]);
    expect(catalogProblems(texts, catalog(same, ['Enter the rate as suiRate.']))).toEqual([]);
  });

  it('refuses a translation that changes a figure, a year or an input name', () => {
    for (const wrong of [
      'Cubre a una niñera a la que se pagan $1.000 en 2026.',
      'Cubre a una niñera a la que se pagan $1,000 en 2025.',
    ]) {
      const problems = catalogProblems(texts, catalog({ ...complete, 'Covers a nanny paid $1,000 in 2026.': wrong }));
      expect(problems.map((p) => p.message)).toEqual([expect.stringContaining('figures, dates and input names')]);
    }
    const renamed = { ...complete, 'Enter the rate as suiRate.': 'Anote la tasa como tasaSui.' };
    expect(catalogProblems(texts, catalog(renamed)).map((p) => p.message)).toEqual([
      expect.stringContaining('"suiRate"'),
    ]);
  });

  it('refuses an entry that is not a string, and keeps only strings for the runtime', () => {
    const odd = catalog({ ...complete, 'Enter the rate as suiRate.': 3 });
    expect(catalogProblems(texts, odd).map((p) => p.message)).toEqual([expect.stringContaining('as a string')]);
    expect(Object.keys(checkedEntries(odd))).toEqual(['Covers a nanny paid $1,000 in 2026.']);
  });
});
