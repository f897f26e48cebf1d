import { describe, expect, it } from 'vitest';
import { MAX_BATCH_ENTRIES, MAX_MESSAGE_LENGTH, parseLogBody } from './log-entry';

describe('parseLogBody', () => {
  it('reads one entry, with its extra fields apart from level and message', () => {
    expect(parseLogBody('{"level":"warn","message":"slow","operation":"Member","elapsedMs":900}')).toEqual({
      ok: true,
      entries: [{ level: 'warn', message: 'slow', extra: { operation: 'Member', elapsedMs: 900 } }],
    });
  });

  it('reads a batch of entries in order', () => {
    const parsed = parseLogBody(
      JSON.stringify([
        { level: 'info', message: 'a' },
        { level: 'error', message: 'b' },
      ]),
    );
    expect(parsed.ok && parsed.entries.map((entry) => entry.message)).toEqual(['a', 'b']);
  });

  it.each([
    ['not json', 'the body is not valid JSON'],
    ['[]', 'a batch needs at least one entry'],
    ['"text"', 'the entry must be an object with level and message'],
    ['{"level":"fatal","message":"x"}', 'the entry: level must be one of debug, info, warn, error'],
    ['{"level":"info","message":"   "}', 'the entry: message must be a non-empty string'],
    ['{"level":"info","message":42}', 'the entry: message must be a non-empty string'],
    ['[{"level":"info","message":"ok"},{"level":"info"}]', 'entry 1: message must be a non-empty string'],
    [
      '{"level":"info","message":"deep","a":{"b":{"c":{"d":{"e":{"f":{"g":1}}}}}}}',
      'the entry: extra fields are nested deeper than 6 levels',
    ],
  ])('refuses %s with a reason', (body, reason) => {
    expect(parseLogBody(body)).toEqual({ ok: false, reason });
  });

  it(`refuses batches over ${MAX_BATCH_ENTRIES} entries and messages over ${MAX_MESSAGE_LENGTH} characters`, () => {
    const batch = Array.from({ length: MAX_BATCH_ENTRIES + 1 }, () => ({ level: 'info', message: 'x' }));
    expect(parseLogBody(JSON.stringify(batch))).toEqual({
      ok: false,
      reason: `a batch holds at most ${MAX_BATCH_ENTRIES} entries (got ${MAX_BATCH_ENTRIES + 1})`,
    });
    expect(parseLogBody(JSON.stringify({ level: 'info', message: 'x'.repeat(MAX_MESSAGE_LENGTH + 1) }))).toEqual({
      ok: false,
      reason: `the entry: message is longer than ${MAX_MESSAGE_LENGTH} characters`,
    });
  });
});
