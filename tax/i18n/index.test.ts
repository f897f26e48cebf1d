import { describe, expect, it } from 'vitest';
import { loadDataTexts } from './index';
import { dataTextsFor } from './sync';

describe('the tax data texts in the visitor’s language', () => {
  it('are the data’s own English for an English page', async () => {
    const texts = await loadDataTexts('en-US');
    expect(texts('Form G-4')).toBe('Form G-4');
    expect(dataTextsFor('en-US')('Head of household')).toBe('Head of household');
  });

  it('are Spanish for a Spanish page, loaded or at once, with the figures as they were', async () => {
    const texts = await loadDataTexts('es-US');
    expect(texts('Form G-4')).toBe('Formulario G-4');
    expect(texts('Head of household')).toBe('Cabeza de familia');
    expect(texts('S: single ($1,500)')).toBe('S: soltero ($1,500)');
    expect(dataTextsFor('es-US')('Form G-4')).toBe('Formulario G-4');
  });

  it('pass a text the data does not hold through unchanged rather than lose it', async () => {
    expect((await loadDataTexts('es-US'))('7.65%')).toBe('7.65%');
  });
});
