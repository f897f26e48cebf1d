import { describe, expect, it } from 'vitest';
import { dataTextsFor } from './sync';

describe('the pay-law data texts in the visitor’s language', () => {
  it('are the data’s own English for an English page', () => {
    expect(dataTextsFor('en-US')('Federal law')).toBe('Federal law');
  });

  it('are Spanish for a Spanish page', () => {
    expect(dataTextsFor('es-US')('Federal law')).toBe('Ley federal');
  });
});
