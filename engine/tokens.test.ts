import { describe, expect, it } from 'vitest';
import { interpolate, interpolateDeep, unknownTokens } from './tokens';

const values = { product: 'care', brandName: 'Hearth Payroll' };

describe('brand tokens', () => {
  it('fills known tokens and leaves other braces alone', () => {
    expect(interpolate('/senior-{product}', values)).toBe('/senior-care');
    expect(interpolate('{brandName} {unknown} {}', values)).toBe('Hearth Payroll {unknown} {}');
  });

  it('fills every string of a JSON value without touching keys', () => {
    expect(interpolateDeep({ '{product}': ['{product}', 1, true, null] }, values)).toEqual({
      '{product}': ['care', 1, true, null],
    });
  });

  it('names tokens that are not defined', () => {
    expect(unknownTokens('{prodct} and {product}', values)).toEqual(['prodct']);
  });
});
