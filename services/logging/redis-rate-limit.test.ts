/**
 * Against a real Redis (Debian's redis-server, started on a free loopback
 * port for this file). Skipped, and said so, where redis-server is not installed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisRateLimiter, type RedisRateLimiter } from './redis-rate-limit';
import { freePort } from '@/scripts/lib/free-port';
import { redisServerInstalled, startRedisServer, type RunningRedis } from '@/scripts/lib/redis-server';

const hasRedis = redisServerInstalled();
if (!hasRedis)
  console.warn('redis-rate-limit.test.ts: redis-server is not installed (apt-get install redis-server); skipped');

describe.skipIf(!hasRedis)('createRedisRateLimiter', () => {
  let redis: RunningRedis | undefined;
  let url = '';
  const limiters: RedisRateLimiter[] = [];
  const limiter = (options: { capacity: number; refillPerSecond: number }, prefix = `t${limiters.length}:`) => {
    const created = createRedisRateLimiter({ url, keyPrefix: prefix, ...options, onError: () => undefined });
    limiters.push(created);
    return created;
  };

  beforeAll(async () => {
    redis = await startRedisServer();
    url = redis.url;
  });

  afterAll(async () => {
    await Promise.all(limiters.map((created) => created.close()));
    await redis?.stop();
  });

  it('shares one budget between instances: what one spends, the other cannot', async () => {
    const [first, second] = [
      limiter({ capacity: 3, refillPerSecond: 1 }, 'shared:'),
      limiter({ capacity: 3, refillPerSecond: 1 }, 'shared:'),
    ];
    const now = 1_000_000;
    expect((await first.take('10.0.0.1', now)).allowed).toBe(true);
    expect((await second.take('10.0.0.1', now)).allowed).toBe(true);
    expect((await first.take('10.0.0.1', now)).allowed).toBe(true);
    expect(await second.take('10.0.0.1', now)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect((await second.take('10.0.0.2', now)).allowed).toBe(true);
  });

  it('refills at the configured rate', async () => {
    const bucket = limiter({ capacity: 1, refillPerSecond: 0.5 });
    expect((await bucket.take('c', 0)).allowed).toBe(true);
    expect(await bucket.take('c', 1000)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect((await bucket.take('c', 2100)).allowed).toBe(true);
  });

  it('lets requests through, and reports once, when Redis cannot be reached', async () => {
    const messages: string[] = [];
    const unreachable = createRedisRateLimiter({
      url: `redis://127.0.0.1:${await freePort()}`,
      keyPrefix: 'x:',
      capacity: 1,
      refillPerSecond: 1,
      onError: (message) => messages.push(message),
    });
    limiters.push(unreachable);
    expect(await unreachable.take('c', 0)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(await unreachable.take('c', 0)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/rate limit store \(redis\): .*letting requests through/);
  });
});
