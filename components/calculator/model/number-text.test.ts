import { describe, expect, it } from 'vitest';
import { en } from '../messages/en-US';
import { commaMessage, readNumberText } from './number-text';

describe('a number as a visitor types it', () => {
  it.each([
    ['25', 25],
    [' 25 ', 25],
    ['$25', 25],
    ['$ 25', 25],
    ['25.50', 25.5],
    ['.5', 0.5],
    ['25.', 25],
    ['2.7%', 2.7],
  ])('reads %j as %d', (typed, value) => {
    expect(readNumberText(typed)).toEqual({ ok: true, value, thousands: false });
  });

  it.each([
    ['1,000', 1000],
    ['1,000.50', 1000.5],
    ['$1,250.50', 1250.5],
    ['12,345,678', 12_345_678],
  ])('reads the commas of %j as thousands: %d', (typed, value) => {
    expect(readNumberText(typed)).toEqual({ ok: true, value, thousands: true });
  });

  it.each([
    ['25,50', 25.5],
    ['25,5', 25.5],
    ['1,5', 1.5],
    ['0,75', 0.75],
    ['$25,50', 25.5],
    ['2,7%', 2.7],
  ])('reads %j, one comma and one or two digits, as a decimal comma: %d', (typed, value) => {
    expect(readNumberText(typed)).toEqual({ ok: true, value, thousands: false });
  });

  it.each([
    ['1.234,56', '1234.56'],
    ['12.345.678,9', '12345678.9'],
    ['0,500', '0.500'],
    ['1,2345', '1.2345'],
    ['1,000,5', undefined],
    ['1,00,000', undefined],
  ])('does not guess at %j: it asks for a point, with %j as the number meant', (typed, suggestion) => {
    expect(readNumberText(typed)).toEqual({ ok: false, problem: 'comma', suggestion });
  });

  it('says how to write it, in cents for money', () => {
    expect(commaMessage('1234.56', true, en)).toBe('Use a point for cents: 1234.56');
    expect(commaMessage(undefined, true, en)).toBe('Use a point for cents, like 25.50');
    expect(commaMessage(undefined, false, en)).toBe('Use a point for a decimal, like 7.5');
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['$', 'empty'],
    ['-5', 'negative'],
    ['-$5', 'negative'],
    ['-1,5', 'negative'],
    ['abc', 'notANumber'],
    ['1e3', 'notANumber'],
    ['2.5.1', 'notANumber'],
    ['--5', 'notANumber'],
  ])('refuses %j as %s', (typed, problem) => {
    expect(readNumberText(typed)).toEqual({ ok: false, problem });
  });
});
