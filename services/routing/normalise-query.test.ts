import { describe, expect, it } from 'vitest';
import { normaliseSearch } from './normalise-query';

describe('normaliseSearch', () => {
  it('leaves a normal query alone', () => {
    expect(normaliseSearch('')).toBeNull();
    expect(normaliseSearch('?a=1&b=2')).toBeNull();
  });

  it('turns every "?" after the first into "&"', () => {
    expect(normaliseSearch('?a=1?b=2')).toBe('?a=1&b=2');
    expect(normaliseSearch('?rx=ad?utm_source=mail?utm_medium=email')).toBe('?rx=ad&utm_source=mail&utm_medium=email');
  });

  it('leaves a single-"?" URL alone when a value holds an encoded "?"', () => {
    expect(normaliseSearch('?next=%2Fcaregivers%3Frx%3Dspring')).toBeNull();
    expect(normaliseSearch('?a=1%3Fb%3D2')).toBeNull();
    expect(normaliseSearch('?a=1%3fb')).toBeNull();
  });

  it('keeps an encoded "?" in a value while normalising the written ones', () => {
    expect(normaliseSearch('?next=%2Fa%3Fb%3D1?utm_source=mail')).toBe('?next=%2Fa%3Fb%3D1&utm_source=mail');
  });

  it('drops the empty parameters that doubled question marks leave', () => {
    expect(normaliseSearch('??a=1')).toBe('?a=1');
    expect(normaliseSearch('?a=1??')).toBe('?a=1');
    expect(normaliseSearch('??')).toBe('');
  });

  it('keeps parameters that were already separated by "&"', () => {
    expect(normaliseSearch('?a=1&b=2?c=3')).toBe('?a=1&b=2&c=3');
  });
});
