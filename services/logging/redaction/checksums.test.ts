import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { abaValid, luhnValid, taxpayerIdKind } from './checksums';

describe('luhnValid', () => {
  const TEST_CARDS = ['4111111111111111', '378282246310005', '6011111111111117', '5555555555554444', '4222222222222'];

  it.each([...TEST_CARDS, '0'])('accepts %s', (digits) => {
    expect(luhnValid(digits)).toBe(true);
  });

  it.each(['4111111111111112', '1234567812345678', '', '4111 1111 1111 1111'])('refuses %s', (digits) => {
    expect(luhnValid(digits)).toBe(false);
  });

  it('notices any one digit changed', () => {
    const valid = fc.stringMatching(/^\d{12,18}$/).map((body) => body + luhnCheckDigit(body));
    fc.assert(
      fc.property(valid, fc.nat(), fc.integer({ min: 1, max: 9 }), (digits, at, shift) => {
        const index = at % digits.length;
        const changed = digits.slice(0, index) + ((Number(digits[index]) + shift) % 10) + digits.slice(index + 1);
        expect(luhnValid(digits)).toBe(true);
        expect(luhnValid(changed)).toBe(false);
      }),
    );
  });
});

describe('abaValid', () => {
  // JPMorgan Chase (New York), Bank of America (California), Wells Fargo (Minnesota),
  // the Federal Reserve Bank of Boston.
  it.each(['021000021', '121000358', '091000019', '011000015'])('accepts the published routing number %s', (digits) => {
    expect(abaValid(digits)).toBe(true);
  });

  it.each(['021000022', '123456789', '000000000', '02100002', '0210000210'])('refuses %s', (digits) => {
    expect(abaValid(digits)).toBe(false);
  });
});

describe('taxpayerIdKind', () => {
  it.each([
    ['123', '45', '6789', 'ssn'],
    ['001', '01', '0001', 'ssn'],
    ['899', '99', '9999', 'ssn'],
    ['900', '70', '1234', 'itin'],
    ['999', '50', '0001', 'itin'],
    ['912', '94', '1234', 'itin'],
  ] as const)('%s-%s-%s is an %s', (area, group, serial, kind) => {
    expect(taxpayerIdKind(area, group, serial)).toBe(kind);
  });

  it.each([
    ['000', '12', '3456'],
    ['666', '12', '3456'],
    ['123', '00', '4567'],
    ['123', '45', '0000'],
    ['900', '12', '3456'],
    ['912', '66', '1234'],
    ['912', '93', '1234'],
    ['912', '89', '1234'],
  ])('%s-%s-%s is neither', (area, group, serial) => {
    expect(taxpayerIdKind(area, group, serial)).toBeUndefined();
  });
});

function luhnCheckDigit(body: string): string {
  let sum = 0;
  [...body].reverse().forEach((char, index) => {
    const doubled = index % 2 === 0 ? Number(char) * 2 : Number(char);
    sum += doubled > 9 ? doubled - 9 : doubled;
  });
  return String((10 - (sum % 10)) % 10);
}
