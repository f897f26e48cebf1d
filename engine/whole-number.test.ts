import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from './locale';
import { formatWholeNumber } from './whole-number';

const SAMPLES = [
  0, 1, 7, 42, 999, 1000, 2000, 9999, 10_000, 12_345, 100_000, 999_999, 1_000_000, 1_234_567_890, -1, -2500,
];

describe('formatWholeNumber', () => {
  for (const locale of LOCALE_CODES)
    it(`writes whole numbers as Intl does for ${locale}`, () => {
      for (const value of SAMPLES)
        expect(formatWholeNumber(value, locale), String(value)).toBe(value.toLocaleString(locale));
    });

  it('leaves a fraction or an unsafe integer to Intl', () => {
    expect(formatWholeNumber(1234.5, 'en-US')).toBe('1,234.5');
    expect(formatWholeNumber(2 ** 60, 'en-US')).toBe((2 ** 60).toLocaleString('en-US'));
  });
});
