import { describe, expect, it } from 'vitest';
import { PAY_LAW_DATA_TEXTS_ES_US } from '../generated/data-texts-es-US';
import { catalogTexts, keyedCatalog, textKey } from './data-texts';
import spanish from './es-US.json';

describe('compiled data-text catalogs', () => {
  it('key a text by its English exactly: a changed letter or space is another text', () => {
    expect(textKey('Federal law')).toBe(textKey('Federal law'));
    expect(textKey('Federal law')).not.toBe(textKey('Federal Law'));
    expect(textKey('Federal law')).not.toBe(textKey('Federal law '));
    expect(textKey('')).toMatch(/^[0-9a-z]+$/);
  });

  it('translate through the key what the English-keyed catalog translates', () => {
    const compiled = keyedCatalog({ 'Head of household': 'Cabeza de familia', 'Form G-4': 'Formulario G-4' });
    expect(compiled.ok).toBe(true);
    const texts = catalogTexts(compiled.ok ? compiled.catalog : {});
    expect(texts('Head of household')).toBe('Cabeza de familia');
    expect(texts('Form G-4')).toBe('Formulario G-4');
    expect(texts('7.65%')).toBe('7.65%');
  });

  it('hold no English: the shipped pay-law catalog has every Spanish text and none of the English keys', () => {
    const shipped = JSON.stringify(PAY_LAW_DATA_TEXTS_ES_US);
    const [english, translated] = Object.entries(spanish).find(([, value]) => typeof value === 'string') ?? ['', ''];
    expect(english.length).toBeGreaterThan(0);
    expect(shipped).not.toContain(JSON.stringify(english));
    expect(catalogTexts(PAY_LAW_DATA_TEXTS_ES_US)(english)).toBe(translated);
    expect(Object.keys(PAY_LAW_DATA_TEXTS_ES_US)).toHaveLength(
      Object.values(spanish).filter((value) => typeof value === 'string').length,
    );
  });
});
