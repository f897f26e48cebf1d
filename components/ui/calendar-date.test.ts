import { describe, expect, it } from 'vitest';
import { longDate } from './calendar-date';

describe('longDate', () => {
  it('writes a calendar date the way the page’s language does, the same day in both', () => {
    expect(longDate('2026-11-28')).toBe('November 28, 2026');
    expect(longDate('2026-11-28', 'en-US')).toBe('November 28, 2026');
    expect(longDate('2026-11-28', 'es-US')).toBe('28 de noviembre de 2026');
    expect(longDate('2026-01-01', 'es-US')).toBe('1 de enero de 2026');
  });
});
