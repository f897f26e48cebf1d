import { describe, expect, it } from 'vitest';
import { redactText, redactUnknown, redactValue, serializeError } from './redact';

describe('redactText', () => {
  it('keeps one entry on one line: CR, LF, tabs and other control characters become spaces', () => {
    expect(redactText('line one\r\n{"level":"error","message":"forged"}\u0000\u001b[31m\u2028end')).toBe(
      'line one {"level":"error","message":"forged"} [31m end',
    );
  });

  it('masks e-mail addresses, also with a bracketed IPv4 domain', () => {
    expect(redactText('sent to maria.garcia+nanny@example.co.uk and ops@[192.168.0.1] ok')).toBe(
      'sent to [email] and [email] ok',
    );
  });

  it('masks bearer tokens and JWT-like tokens wherever they appear', () => {
    const jwt = 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJtZW1iZXIifQ.c2lnbmF0dXJl';
    expect(redactText(`Authorization: Bearer abc.DEF-123_x== then ${jwt}.`)).toBe(
      'Authorization: Bearer [token] then [token].',
    );
  });

  it('leaves ordinary text alone', () => {
    expect(redactText('Member lookup took 120 ms (attempt 2 of 5)')).toBe('Member lookup took 120 ms (attempt 2 of 5)');
  });
});

describe('redactValue', () => {
  it('redacts every string in nested extras, keys included, and keeps the other values', () => {
    expect(redactValue({ 'who\nknows': ['a@b.io', 3, true, null, { nested: 'Bearer zzz' }] })).toEqual({
      'who knows': ['[email]', 3, true, null, { nested: 'Bearer [token]' }],
    });
  });
});

/** A line and what it must become: an object per case keeps the pairs readable at any length. */
interface Case {
  text: string;
  redacted: string;
}

const SHAPES: Case[] = [
  { text: 'SSN 123-45-6789, 123 45 6789 or 123456789', redacted: 'SSN [ssn], [ssn] or [ssn]' },
  { text: 'ITIN 912-70-1234 and 900941234', redacted: 'ITIN [itin] and [itin]' },
  {
    text: 'card 4111 1111 1111 1111, 4111-1111-1111-1111, 4111111111111111, Amex 3782 822463 10005',
    redacted: 'card [card], [card], [card], Amex [card]',
  },
  { text: 'routing 021000021 account 000123456789', redacted: 'routing [routing] account [account]' },
  {
    text: '/pay?rt=021000021&acct=123456789012&amount=120.00',
    redacted: '/pay?rt=[routing]&acct=[account]&amount=120.00',
  },
  { text: 'ACH 021000021 / 123456789012 settled', redacted: 'ACH [routing] / [account] settled' },
  {
    text: 'password=hunter2 pwd: "two words" client_secret=s3cr3t',
    redacted: 'password=[secret] pwd: "[secret]" client_secret=[secret]',
  },
  {
    text: '{"refresh_token":"r1.x","id_token":"abc","ssn":"123-45-6789","status":401}',
    redacted: '{"refresh_token":"[secret]","id_token":"[secret]","ssn":"[ssn]","status":401}',
  },
  {
    text: 'X-Api-Key: abc123 apikey=def456 API_KEY="ghi789"',
    redacted: 'X-Api-Key: [secret] apikey=[secret] API_KEY="[secret]"',
  },
  {
    text: 'Authorization: Basic dXNlcjpwYXNzd29yZA== then Basic dXNlcjpwYXNz',
    redacted: 'Authorization: Basic [secret] then Basic [secret]',
  },
  { text: 'Cookie: next-auth.session-token=abc; theme=dark sent', redacted: 'Cookie: [secret] sent' },
  { text: 'Set-Cookie: sid=abc; Path=/; HttpOnly; Secure', redacted: 'Set-Cookie: [secret]' },
  {
    text: 'redis://cache-user:s3cret@redis.internal:6379/0',
    redacted: 'redis://cache-user:[secret]@redis.internal:6379/0',
  },
  {
    text: 'AKIAIOSFODNN7EXAMPLE aws_secret_access_key=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    redacted: '[api-key] aws_secret_access_key=[secret]',
  },
  {
    text: 'key sk_live_4eC39HqLyjWDarjtT1zdp7dc and ghp_0123456789abcdefghijABCDEFGHIJ012345',
    redacted: 'key [api-key] and [api-key]',
  },
  {
    text: '-----BEGIN EC PRIVATE KEY-----\nMHcCAQEEIBk\n-----END EC PRIVATE KEY----- loaded',
    redacted: '[private-key] loaded',
  },
  {
    text: 'to maria%40example.com, maria%2Bnanny%40example.com, josé@correo.es, 用户@例子.广告',
    redacted: 'to [email], [email], [email], [email]',
  },
];

const KEPT: { why: string; text: string }[] = [
  {
    why: 'not SSN or ITIN shapes',
    text: 'ids 000-12-3456 666-12-3456 123-00-4567 123-45-0000 900-12-3456 912-93-1234',
  },
  {
    why: 'numbers that fail their check digit',
    text: 'card 4111 1111 1111 1112, transfer 021000022 / 123456789012 (no ABA checksum: not a bank pair)',
  },
  {
    why: 'epoch milliseconds and nanoseconds, which start with 1',
    text: 'at 1718031234567 or 1718031234567000000',
  },
  {
    why: 'decimals, thousands, times and dates',
    text: 'paid 123456789.50 or $123,456,789 at 10:30:45 on 2025-01-15T09:30:00.123456789Z',
  },
  {
    why: 'request ids, even all digits',
    text: 'request 12345678-1234-1234-1234-123456789012 and 4f1c2d3e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  },
  { why: 'prose', text: 'Basic plan chosen; the basic household rate; account 42 of 90; routing to /pay' },
  { why: 'numbers glued to words', text: 'build4111111111111111 v123456789 req-123456789' },
];

describe('redactText, shape by shape', () => {
  it.each(SHAPES)('$text', ({ text, redacted }) => {
    expect(redactText(text)).toBe(redacted);
  });

  it.each(KEPT)('keeps $why', ({ text }) => {
    expect(redactText(text)).toBe(text);
  });

  it('keeps two secrets written side by side apart, so neither leaves a piece of itself behind', () => {
    expect(redactText('checkout failed for 123-45-6789 4111 1111 1111 1111 ok')).toBe(
      'checkout failed for [ssn] [card] ok',
    );
  });

  it('masks a 9-digit number standing alone when it could be an SSN: it cannot tell, and the SSN matters more', () => {
    expect(redactText('content-length 123456789')).toBe('content-length [ssn]');
  });

  it('leaves a redacted line useful: the event, the status, the amounts, the time and the request id stay', () => {
    const line = [
      'payroll run 4f1c2d3e-5a6b-4c7d-8e9f-0a1b2c3d4e5f for employer maria.garcia@example.com:',
      'charged card 4111 1111 1111 1111 $1,234.56, deposit routing 021000021 account 000123456789',
      'for nanny SSN 123-45-6789; status 200 in 312 ms at 2025-01-15T09:30:00.000Z',
    ].join(' ');
    const redacted = [
      'payroll run 4f1c2d3e-5a6b-4c7d-8e9f-0a1b2c3d4e5f for employer [email]:',
      'charged card [card] $1,234.56, deposit routing [routing] account [account]',
      'for nanny SSN [ssn]; status 200 in 312 ms at 2025-01-15T09:30:00.000Z',
    ].join(' ');
    expect(redactText(line)).toBe(redacted);
  });
});

describe('redactValue, by field name', () => {
  it('masks credential and identity fields whole, keeps their names and what is not secret', () => {
    const entry = {
      event: 'enrollment submitted',
      status: 201,
      amount: 1234.56,
      hasPassword: true,
      password: 'hunter2',
      accessToken: 'opaque',
      ssn: 123456789,
      itin: '912-70-1234',
      cardNumber: '4111111111111111',
      routingNumber: '021000021',
      account: { accountNumber: '123456789012', provider: 'hearth', refresh_token: 'r' },
      headers: { authorization: 'Bearer abc', cookie: ['a=1', 'b=2'], 'content-type': 'application/json' },
      contacts: [{ email: 'ann@example.com' }],
    };
    expect(redactValue(entry)).toEqual({
      event: 'enrollment submitted',
      status: 201,
      amount: 1234.56,
      hasPassword: true,
      password: '[secret]',
      accessToken: '[secret]',
      ssn: '[ssn]',
      itin: '[itin]',
      cardNumber: '[card]',
      routingNumber: '[routing]',
      account: { accountNumber: '[account]', provider: 'hearth', refresh_token: '[secret]' },
      headers: { authorization: '[secret]', cookie: '[secret]', 'content-type': 'application/json' },
      contacts: [{ email: '[email]' }],
    });
  });
});

describe('redactUnknown', () => {
  it('turns what JSON cannot hold into plain data: errors, dates, bytes, maps, sets, cycles', () => {
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    const error = Object.assign(new TypeError('no card 4111 1111 1111 1111'), { code: 'E_CARD' });
    const redacted = redactUnknown({
      error,
      at: new Date('2025-01-15T09:30:00.000Z'),
      body: Buffer.from('secret'),
      byUser: new Map([['ann@example.com', 2]]),
      tags: new Set(['a']),
      cyclic,
      big: 4111111111111111n,
      skipped: undefined,
    });
    expect(redacted).toEqual({
      error: {
        type: 'TypeError',
        message: 'no card [card]',
        stack: expect.stringMatching(/^TypeError: no card \[card\] at /),
        code: 'E_CARD',
      },
      at: '2025-01-15T09:30:00.000Z',
      body: '[6 bytes]',
      byUser: { '[email]': 2 },
      tags: ['a'],
      cyclic: { name: 'loop', self: '[circular]' },
      big: '[card]',
    });
  });

  it('never throws: a getter that throws leaves its object unreadable, not the log call failed', () => {
    const hostile = {
      get email(): string {
        throw new Error('no');
      },
    };
    expect(redactUnknown({ status: 500, hostile })).toEqual({ status: 500, hostile: '[unreadable]' });
  });

  it('serializes an error and its cause', () => {
    const error = new Error('charge failed', { cause: new Error('connect ECONNREFUSED for ann@example.com') });
    expect(serializeError(error)).toMatchObject({
      type: 'Error',
      message: 'charge failed',
      cause: { type: 'Error', message: 'connect ECONNREFUSED for [email]' },
    });
  });
});
