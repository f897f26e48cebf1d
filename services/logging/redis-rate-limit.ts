/**
 * The token bucket of rate-limit.ts kept in Redis, so every instance behind
 * the load balancer counts the same client's requests together. One Lua
 * script reads, refills, takes and writes atomically; each bucket expires
 * once it would be full again, so Redis holds only clients seen lately.
 * When Redis cannot answer, requests are let through (the log beacon is not
 * worth an outage; each instance's own overall limiter still caps it) and
 * the failure is reported, at most once a minute.
 */
import { createClient } from '@redis/client';
import type { RateDecision, RateLimiter } from './rate-limit';

const TOKEN_BUCKET = `
local capacity = tonumber(ARGV[1])
local refill = tonumber(ARGV[2])
local now = tonumber(ARGV[3])
local state = redis.call('HMGET', KEYS[1], 'tokens', 'updated')
local tokens = tonumber(state[1])
local updated = tonumber(state[2])
if tokens == nil or updated == nil then
  tokens = capacity
  updated = now
end
tokens = math.min(capacity, tokens + math.max(0, now - updated) / 1000 * refill)
local allowed = 0
if tokens >= 1 then
  tokens = tokens - 1
  allowed = 1
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'updated', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil(capacity / refill * 1000) + 1000)
return { allowed, tostring(tokens) }
`;

export interface RedisBucketOptions {
  /** redis://[user:password@]host:port[/db] or rediss:// for TLS. */
  url: string;
  keyPrefix: string;
  capacity: number;
  refillPerSecond: number;
  /** How long a request may wait for Redis before it is let through. */
  timeoutMs?: number;
  onError?: (message: string) => void;
}

export interface RedisRateLimiter extends RateLimiter {
  take(clientKey: string, nowMs: number): Promise<RateDecision>;
  close(): Promise<void>;
}

const ALLOW: RateDecision = { allowed: true, retryAfterSeconds: 0 };
const ERROR_REPORT_INTERVAL_MS = 60_000;

export function createRedisRateLimiter({
  url,
  keyPrefix,
  capacity,
  refillPerSecond,
  timeoutMs = 250,
  onError = (message) => console.error(message),
}: RedisBucketOptions): RedisRateLimiter {
  // Commands fail at once while disconnected instead of queueing behind a dead connection.
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(retries * 200, 5_000) },
  });
  let lastReport = 0;
  const report = (error: unknown) => {
    if (Date.now() - lastReport < ERROR_REPORT_INTERVAL_MS) return;
    lastReport = Date.now();
    onError(
      `rate limit store (redis): ${error instanceof Error ? error.message : String(error)}; letting requests through`,
    );
  };
  client.on('error', report);
  let firstConnection: Promise<boolean> | undefined;
  // The first request waits (briefly) for the connection; later ones never wait for a reconnection.
  const ready = async (): Promise<boolean> => {
    if (client.isReady) return true;
    if (firstConnection) return false;
    firstConnection = Promise.race([
      client.connect().then(
        () => true,
        (error: unknown) => (report(error), false),
      ),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), timeoutMs * 4).unref()),
    ]);
    return firstConnection;
  };

  async function take(clientKey: string, nowMs: number): Promise<RateDecision> {
    let timer: NodeJS.Timeout | undefined;
    try {
      if (!(await ready())) throw new Error('not connected');
      const reply = await Promise.race([
        client.eval(TOKEN_BUCKET, {
          keys: [`${keyPrefix}${clientKey}`],
          arguments: [String(capacity), String(refillPerSecond), String(Math.round(nowMs))],
        }),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
        }),
      ]);
      if (!Array.isArray(reply) || reply.length !== 2) throw new Error('unexpected reply to the token bucket script');
      const [allowed, tokens] = reply as unknown[];
      if (allowed === 1) return ALLOW;
      const left = Number(tokens);
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((1 - (Number.isFinite(left) ? left : 0)) / refillPerSecond)),
      };
    } catch (error) {
      report(error);
      return ALLOW;
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    take,
    async close() {
      if (client.isOpen) await client.close();
      else client.destroy();
    },
  };
}
