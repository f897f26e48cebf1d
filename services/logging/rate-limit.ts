/**
 * A token bucket per client: a burst of `capacity` requests, refilled at
 * `refillPerSecond`. The store is behind an interface so several instances
 * can share one (Redis, redis-rate-limit.ts) when the site scales out; this
 * in-memory store is bounded, so a flood of distinct clients cannot grow the
 * server's memory. A shared store answers asynchronously.
 */
export interface RateDecision {
  allowed: boolean;
  /** Whole seconds until the next request would be allowed (0 when allowed). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  take(clientKey: string, nowMs: number): RateDecision | Promise<RateDecision>;
}

export interface BucketOptions {
  capacity: number;
  refillPerSecond: number;
  /** Clients remembered at once; the least recently seen is forgotten first. */
  maxClients: number;
}

interface Bucket {
  tokens: number;
  updatedMs: number;
}

/** In this process: answers at once. */
export interface MemoryRateLimiter extends RateLimiter {
  take(clientKey: string, nowMs: number): RateDecision;
}

export function createMemoryRateLimiter({ capacity, refillPerSecond, maxClients }: BucketOptions): MemoryRateLimiter {
  // A Map iterates in insertion order; re-inserting on use makes the first key the least recently seen.
  const buckets = new Map<string, Bucket>();
  return {
    take(clientKey, nowMs) {
      const previous = buckets.get(clientKey);
      const elapsedSeconds = previous ? Math.max(0, nowMs - previous.updatedMs) / 1000 : 0;
      const tokens = previous ? Math.min(capacity, previous.tokens + elapsedSeconds * refillPerSecond) : capacity;
      buckets.delete(clientKey);
      if (buckets.size >= maxClients) {
        const oldest = buckets.keys().next();
        if (!oldest.done) buckets.delete(oldest.value);
      }
      if (tokens >= 1) {
        buckets.set(clientKey, { tokens: tokens - 1, updatedMs: nowMs });
        return { allowed: true, retryAfterSeconds: 0 };
      }
      buckets.set(clientKey, { tokens, updatedMs: nowMs });
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / refillPerSecond)) };
    },
  };
}

/**
 * The visitor's address for a per-client limit. The production server settles x-forwarded-for before any route
 * runs (server/forwarded.ts): one address, past only the TRUSTED_PROXY_HOPS proxies, so what a visitor writes
 * into the header cannot buy a fresh budget. The first entry is read in case a development server left a chain.
 */
export function clientKeyOf(forwardedFor: string | null): string {
  return forwardedFor?.split(',')[0]?.trim() || 'unknown';
}
