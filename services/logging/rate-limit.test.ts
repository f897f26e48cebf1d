import { describe, expect, it } from 'vitest';
import { clientKeyOf, createMemoryRateLimiter } from './rate-limit';

describe('createMemoryRateLimiter', () => {
  it('allows a burst, then refuses with the seconds until the next token, then refills', () => {
    const limiter = createMemoryRateLimiter({ capacity: 3, refillPerSecond: 0.5, maxClients: 10 });
    expect([0, 0, 0].map((t) => limiter.take('a', t).allowed)).toEqual([true, true, true]);
    expect(limiter.take('a', 0)).toEqual({ allowed: false, retryAfterSeconds: 2 });
    expect(limiter.take('a', 1000)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(limiter.take('a', 2000).allowed).toBe(true);
  });

  it('counts clients apart', () => {
    const limiter = createMemoryRateLimiter({ capacity: 1, refillPerSecond: 1, maxClients: 10 });
    expect(limiter.take('a', 0).allowed).toBe(true);
    expect(limiter.take('b', 0).allowed).toBe(true);
    expect(limiter.take('a', 0).allowed).toBe(false);
  });

  it('remembers at most maxClients: the least recently seen is forgotten (and starts afresh)', () => {
    const limiter = createMemoryRateLimiter({ capacity: 1, refillPerSecond: 0.001, maxClients: 2 });
    limiter.take('a', 0);
    limiter.take('b', 0);
    limiter.take('c', 0);
    expect(limiter.take('a', 0).allowed).toBe(true);
    expect(limiter.take('c', 0).allowed).toBe(false);
  });
});

describe('clientKeyOf', () => {
  it('reads the address the server settled, or "unknown"', () => {
    expect(clientKeyOf('203.0.113.9')).toBe('203.0.113.9');
    expect(clientKeyOf(' 198.51.100.7, 10.0.0.2')).toBe('198.51.100.7');
    expect(clientKeyOf(null)).toBe('unknown');
    expect(clientKeyOf('')).toBe('unknown');
  });
});
