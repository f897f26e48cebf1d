/**
 * Which store a per-client limit uses: this instance's memory (one instance,
 * the default), or Redis when RATE_LIMIT_REDIS_URL is set, so that several
 * instances behind a load balancer share each client's budget. The overall
 * caps stay per instance either way: they protect the instance itself.
 */
import { createMemoryRateLimiter, type RateLimiter } from './rate-limit';
import { createRedisRateLimiter } from './redis-rate-limit';

type Env = Readonly<Record<string, string | undefined>>;

export const RATE_LIMIT_REDIS_URL = 'RATE_LIMIT_REDIS_URL';

/** `name` keeps each limit's buckets apart in the shared store (the log beacon's, the contact form's, sign-in's). */
export function perClientLimiter(
  env: Env,
  name: string,
  bucket: { capacity: number; refillPerSecond: number; maxClients: number },
  onError?: (message: string) => void,
): RateLimiter {
  const url = env[RATE_LIMIT_REDIS_URL]?.trim();
  if (!url) return createMemoryRateLimiter(bucket);
  const keyPrefix = `${env.RATE_LIMIT_REDIS_PREFIX ?? 'hp:limit:'}${name}:`;
  return createRedisRateLimiter({
    url,
    keyPrefix,
    capacity: bucket.capacity,
    refillPerSecond: bucket.refillPerSecond,
    onError,
  });
}
