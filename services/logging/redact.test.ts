import { describe, expect, it } from 'vitest';
import { redactText, redactValue } from './redact';

describe('redactText', () => {
  it('keeps one entry on one line: CR, LF, tabs and other control characters become spaces', () => {
    expect(redactText('line one\r\n{"level":"error","message":"forged"}\u0000\u001b[31m\u2028end')).toBe('line one {"level":"error","message":"forged"} [31m end');
  });

  it('masks e-mail addresses, also with a bracketed IPv4 domain', () => {
    expect(redactText('sent to maria.garcia+nanny@example.co.uk and ops@[192.168.0.1] ok')).toBe('sent to [email] and [email] ok');
  });

  it('masks bearer tokens and JWT-like tokens wherever they appear', () => {
    const jwt = 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJtZW1iZXIifQ.c2lnbmF0dXJl';
    expect(redactText(`Authorization: Bearer abc.DEF-123_x== then ${jwt}.`)).toBe('Authorization: Bearer [token] then [token].');
  });

  it('leaves ordinary text alone', () => {
    expect(redactText('Member lookup took 120 ms (attempt 2 of 5)')).toBe('Member lookup took 120 ms (attempt 2 of 5)');
  });
});

describe('redactValue', () => {
  it('redacts every string in nested extras, keys included, and keeps the other values', () => {
    expect(redactValue({ 'who\nknows': ['a@b.io', 3, true, null, { nested: 'Bearer zzz' }] })).toEqual({ 'who knows': ['[email]', 3, true, null, { nested: 'Bearer [token]' }] });
  });
});
