import { describe, expect, it } from 'vitest';
import { readableName } from './labels';
import { nameWords, words } from './normalize';
import { parseQuery, score, SCORE } from './rank';

describe('words', () => {
  it('drops case, accents and punctuation', () => {
    expect(words('  Saint-Clair Café, O’Hara ')).toEqual(['saint', 'clair', 'cafe', 'ohara']);
  });
  it('spells St./Saint, Mt./Mount, Twp/Township, Boro/Borough one way', () => {
    expect(words('St. Marys')).toEqual(words('Saint Marys'));
    expect(words('MT LEBANON TWP')).toEqual(['mount', 'lebanon', 'township']);
    expect(words('Abbottstown Boro')).toEqual(words('abbottstown borough'));
  });
  it('reads school district names the ways families and agencies write them', () => {
    expect(words('ABINGTON S D')).toEqual(words('Abington School District'));
    expect(words('Bexley CSD')).toEqual(words('Bexley City Schools'));
    expect(words('Bluffton EVSD')).toEqual(words('Bluffton Exempted Village School District'));
  });
  it('keeps the name without the words for its kind', () => {
    expect(nameWords(words('PITTSBURGH CITY'))).toEqual(['pittsburgh']);
  });
});

describe('score', () => {
  const pine = { name: 'PINE TWP', area: ['ALLEGHENY', 'PINE-RICHLAND S D'] };
  it('ranks the whole name, the name alone, its start, its words, then words found in its county or school district', () => {
    expect(score(parseQuery('Pine Township'), pine)).toBe(SCORE.exact);
    expect(score(parseQuery('pine'), pine)).toBe(SCORE.name);
    expect(score(parseQuery('pin'), pine)).toBe(SCORE.prefix);
    expect(score(parseQuery('Darby Upper'), { name: 'UPPER DARBY TWP', area: [] })).toBe(SCORE.words);
    expect(score(parseQuery('pine allegheny'), pine)).toBe(SCORE.withArea);
  });
  it('scores nothing for a name that is not there, however close it looks', () => {
    expect(score(parseQuery('Pien'), pine)).toBe(0);
    expect(score(parseQuery('allegheny'), pine)).toBe(0);
    expect(score(parseQuery('Pine Borough'), pine)).toBe(0);
    expect(score(parseQuery(''), pine)).toBe(0);
  });
});

describe('readableName', () => {
  it('writes the register names as a family would', () => {
    expect(readableName('ABINGTON TWP')).toBe('Abington Township');
    expect(readableName('MCKEESPORT CITY')).toBe('McKeesport City');
    expect(readableName('WILKES-BARRE AREA S D')).toBe('Wilkes-Barre Area School District');
    expect(readableName('CALIFORNIA A S D')).toBe('California Area School District');
    expect(readableName('Bexley CSD')).toBe('Bexley City School District');
  });
});
