import { describe, expect, it } from 'vitest';
import { createServerLogger, logFieldsOf } from './server-logger';

/** A logger writing to memory, and what it wrote as lines and as parsed entries. */
function capture() {
  const written: string[] = [];
  const logger = createServerLogger({ write: (line: string) => void written.push(line) }, { level: 'debug' });
  const entries = () =>
    written
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { logger, written, entries };
}

describe('createServerLogger', () => {
  it('writes one JSON line with a nested e-mail, a password field and an error with a card number, all masked', () => {
    const { logger, written, entries } = capture();
    const fields = {
      member: { contact: { email: 'maria.garcia@example.com' } },
      password: 'hunter2',
      err: new Error('charge declined for card 4111 1111 1111 1111'),
      status: 402,
    };
    logger.error(fields, 'payment failed');

    expect(written).toHaveLength(1);
    const [line = ''] = written;
    expect(line.endsWith('\n')).toBe(true);
    expect(line.slice(0, -1)).not.toMatch(/[\r\n]/);
    expect(line).not.toContain('maria.garcia@example.com');
    expect(line).not.toContain('hunter2');
    expect(line).not.toMatch(/4111[ -]?1111/);
    expect(entries()).toEqual([
      {
        level: 'error',
        time: expect.any(String),
        service: 'hearth-site',
        member: { contact: { email: '[email]' } },
        password: '[secret]',
        status: 402,
        error: {
          type: 'Error',
          message: 'charge declined for card [card]',
          stack: expect.stringMatching(/^Error: charge declined for card \[card\] at /),
        },
        msg: 'payment failed',
      },
    ]);
  });

  it('redacts the message, printf-style arguments, an Error given alone and child bindings', () => {
    const { logger, entries } = capture();
    logger.info('sent to %s with %j', 'ann@example.com', { token: 'abc' });
    logger.warn(new Error('SSN 123-45-6789 refused'));
    const child = logger.child({ member: 'ann@example.com' }).child({ session: 'xyz' });
    child.info({ step: 2 }, 'renewed for ann@example.com');

    const [printf, alone, fromChild] = entries();
    expect(printf?.msg).toBe('sent to [email] with {"token":"[secret]"}');
    expect(alone).toMatchObject({
      level: 'warn',
      msg: 'SSN [ssn] refused',
      error: { type: 'Error', message: 'SSN [ssn] refused' },
    });
    expect(fromChild).toMatchObject({ member: '[email]', session: '[secret]', step: 2, msg: 'renewed for [email]' });
  });

  it('keeps what the line needs: numbers, statuses, request ids, timestamps', () => {
    const { logger, entries } = capture();
    const fields = {
      requestId: '4f1c2d3e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
      status: 200,
      elapsedMs: 312,
      at: '2025-01-15T09:30:00.000Z',
      count: 12,
    };
    logger.info(fields, 'Member lookup took 312 ms');
    expect(entries()[0]).toMatchObject({ ...fields, msg: 'Member lookup took 312 ms' });
  });

  it('takes what next-auth gives its logger: an Error, or fields with an error among them', () => {
    const { logger, entries } = capture();
    const callbackError = new Error('state mismatch for ann@example.com');
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig';
    const sessionError = { error: new Error(`bad token ${jwt}`), providerId: 'hearth' };
    logger.error({ code: 'OAUTH_CALLBACK_ERROR', ...logFieldsOf(callbackError) }, 'sign-in failed');
    logger.error({ code: 'JWT_SESSION_ERROR', ...logFieldsOf(sessionError) }, 'session');

    const [callback, session] = entries();
    expect(callback).toMatchObject({
      code: 'OAUTH_CALLBACK_ERROR',
      error: { type: 'Error', message: 'state mismatch for [email]' },
      msg: 'sign-in failed',
    });
    expect(session).toMatchObject({
      code: 'JWT_SESSION_ERROR',
      providerId: 'hearth',
      error: { message: 'bad token [token]' },
    });
    expect(logFieldsOf('plain words')).toEqual({ detail: 'plain words' });
    expect(logFieldsOf(undefined)).toEqual({});
  });
});
