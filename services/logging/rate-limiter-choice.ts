/**
 * Which store the /api/logs limits use: this instance's memory (one
 * instance, the default), or Redis when RATE_LIMIT_REDIS_URL is set, so that
 * several instances behind a load balancer share each client's budget. The
 * overall cap stays per instance either way: it protects the instance itself.
 */
import { createMemoryRateLimiter, type RateLimiter } from './rate-limit';
import { createRedisRateLimiter } from './redis-rate-limit';

type Env = Readonly<Record<string, string | undefined>>;

export const RATE_LIMIT_REDIS_URL = 'RATE_LIMIT_REDIS_URL';

export function perClientLimiter(env: Env, bucket: { capacity: number; refillPerSecond: number; maxClients: number }, onError?: (message: string) => void): RateLimiter {
  const url = env[RATE_LIMIT_REDIS_URL]?.trim();
  if (!url) return createMemoryRateLimiter(bucket);
  return createRedisRateLimiter({ url, keyPrefix: env.RATE_LIMIT_REDIS_PREFIX ?? 'hp:logs:', capacity: bucket.capacity, refillPerSecond: bucket.refillPerSecond, onError });
}
