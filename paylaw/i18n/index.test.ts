import { describe, expect, it } from 'vitest';
import { loadDataTexts } from './index';
import { dataTextsFor } from './sync';

describe('the pay-law data texts in the visitor’s language', () => {
  it('are the data’s own English for an English page', async () => {
    expect((await loadDataTexts('en-US'))('Federal law')).toBe('Federal law');
    expect(dataTextsFor('en-US')('Federal law')).toBe('Federal law');
  });

  it('are Spanish for a Spanish page, loaded or at once', async () => {
    expect((await loadDataTexts('es-US'))('Federal law')).toBe('Ley federal');
    expect(dataTextsFor('es-US')('Federal law')).toBe('Ley federal');
  });
});
