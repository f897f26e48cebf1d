import { describe, expect, it } from 'vitest';
import { createLogBeacon } from './log-beacon';
import type { ClientLogEntry } from './log-entry';
import { createMemoryRateLimiter } from './rate-limit';

function beacon(capacity = 100) {
  const written: ClientLogEntry[] = [];
  const handle = createLogBeacon({
    sink: { write: (entry) => written.push(entry) },
    limiter: createMemoryRateLimiter({ capacity, refillPerSecond: 1, maxClients: 100 }),
    now: () => 0,
  });
  return { handle, written };
}

const post = (body: BodyInit, type = 'application/json', headers: Record<string, string> = {}) =>
  new Request('http://site/api/logs', {
    method: 'POST',
    body,
    headers: { 'content-type': type, 'x-forwarded-for': '203.0.113.5', ...headers },
  });

describe('POST /api/logs', () => {
  it('writes each entry of a sendBeacon batch (text/plain), redacted, and answers 204', async () => {
    const { handle, written } = beacon();
    const response = await handle(
      post(
        JSON.stringify([
          { level: 'error', message: 'Error calling Member for ann@example.com\r\nforged', key: 'NetworkError' },
          { level: 'info', message: 'ok', auth: 'Bearer secret-token' },
        ]),
        'text/plain;charset=UTF-8',
      ),
    );
    expect(response.status).toBe(204);
    expect(written).toEqual([
      { level: 'error', message: 'Error calling Member for [email] forged', extra: { key: 'NetworkError' } },
      { level: 'info', message: 'ok', extra: { auth: 'Bearer [token]' } },
    ]);
  });

  it('masks identity and payment numbers and credentials with the same redaction as the server logger', async () => {
    const { handle, written } = beacon();
    const message = 'card 4111 1111 1111 1111 refused for SSN 123-45-6789';
    const response = await handle(post(JSON.stringify({ level: 'warn', message, password: 'hunter2', status: 402 })));
    expect(response.status).toBe(204);
    expect(written).toEqual([
      {
        level: 'warn',
        message: 'card [card] refused for SSN [ssn]',
        extra: { password: '[secret]', status: 402 },
      },
    ]);
  });

  it('answers 400 with the reason for a malformed entry and writes nothing', async () => {
    const { handle, written } = beacon();
    const response = await handle(post('{"level":"loud","message":"x"}'));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'the entry: level must be one of debug, info, warn, error' });
    expect(written).toEqual([]);
  });

  it('answers 413 past 64 KiB, whether or not the length was declared', async () => {
    const { handle } = beacon();
    const big = JSON.stringify({ level: 'info', message: 'x', pad: 'y'.repeat(70_000) });
    expect((await handle(post(big))).status).toBe(413);
    const undeclared = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const streamed = new Request('http://site/api/logs', {
      method: 'POST',
      body: undeclared,
      headers: { 'content-type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    const response = await handle(streamed);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'the body is larger than 65536 bytes' });
  });

  it('answers 415 for other content types', async () => {
    const { handle } = beacon();
    expect((await handle(post('level=info', 'application/x-www-form-urlencoded'))).status).toBe(415);
  });

  it('answers 429 with Retry-After once a client has used its burst, and still serves other clients', async () => {
    const { handle } = beacon(2);
    const entry = JSON.stringify({ level: 'info', message: 'x' });
    expect((await handle(post(entry))).status).toBe(204);
    expect((await handle(post(entry))).status).toBe(204);
    const refused = await handle(post(entry));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect((await handle(post(entry, 'application/json', { 'x-forwarded-for': '198.51.100.1' }))).status).toBe(204);
  });

  it('answers 429 past the ceiling for all clients together, however the addresses vary', async () => {
    const written: ClientLogEntry[] = [];
    const handle = createLogBeacon({
      sink: { write: (entry) => written.push(entry) },
      limiter: createMemoryRateLimiter({ capacity: 100, refillPerSecond: 1, maxClients: 100 }),
      overallLimiter: createMemoryRateLimiter({ capacity: 3, refillPerSecond: 1, maxClients: 1 }),
      now: () => 0,
    });
    const statuses = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push(
        (
          await handle(
            post(JSON.stringify({ level: 'info', message: 'x' }), 'application/json', {
              'x-forwarded-for': `10.0.0.${i}`,
            }),
          )
        ).status,
      );
    expect(statuses).toEqual([204, 204, 204, 429, 429]);
    expect(written).toHaveLength(3);
  });

  it('never puts a stack trace in an answer', async () => {
    const { handle } = beacon();
    for (const body of [
      '',
      '{',
      'null',
      '[null]',
      '{"level":"info","message":"x","a":' + '['.repeat(5000) + ']'.repeat(5000) + '}',
    ]) {
      const response = await handle(post(body));
      expect(response.status).toBe(400);
      expect(await response.text()).not.toMatch(/\bat .*\(.*:\d+:\d+\)/);
    }
  });
});
