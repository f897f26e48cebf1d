import { describe, expect, it } from 'vitest';
import { TINY_LAW } from '../testing/tiny-law';
import { findPlace } from './places';

describe('findPlace', () => {
  it.each([
    ['Seattle, WA', undefined, 'seattle'],
    ['seattle', 'WA', 'seattle'],
    ['Seattle, Washington', undefined, 'seattle'],
    ['New York, NY', 'NY', 'new-york-city'],
    ['  BROOKLYN ,ny ', undefined, 'new-york-city'],
    ['Saint George, NY', undefined, 'new-york-city'],
  ] as const)('finds %s', (text, state, id) => {
    const found = findPlace(TINY_LAW, text, state);
    expect(found.ok && found.locality.id).toBe(id);
  });

  it('says which places it knows when the name is not one of them', () => {
    const found = findPlace(TINY_LAW, 'Tacoma, WA', 'WA');
    expect(found).toEqual({ ok: false, message: expect.stringContaining('places in Washington that do: Seattle, WA') });
  });

  it('refuses a place in another state than the one given', () => {
    expect(findPlace(TINY_LAW, 'Seattle, WA', 'NY')).toEqual({
      ok: false,
      message: '"Seattle, WA" is in Washington, not in New York',
    });
  });

  it('never matches part of a name', () => {
    expect(findPlace(TINY_LAW, 'York', 'NY').ok).toBe(false);
    expect(findPlace(TINY_LAW, '', 'NY').ok).toBe(false);
  });
});
