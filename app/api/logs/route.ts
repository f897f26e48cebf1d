/** The log beacon, POST /api/logs (level, message, extra fields): see services/logging/log-beacon.ts. */
import { createLogBeacon } from '@/services/logging/log-beacon';
import { createMemoryRateLimiter } from '@/services/logging/rate-limit';
import { perClientLimiter } from '@/services/logging/rate-limiter-choice';
import { serverLogger } from '@/services/logging/server-logger';

export const dynamic = 'force-dynamic';

const handle = createLogBeacon({
  sink: { write: ({ level, message, extra }) => serverLogger[level]({ source: 'browser', extra }, message) },
  // A page sends a handful of entries; a burst of 20 and one a second keep a stuck loop or a flood out.
  // Shared by every instance when RATE_LIMIT_REDIS_URL is set (docs/deployment.md).
  limiter: perClientLimiter(process.env, 'logs', { capacity: 20, refillPerSecond: 1, maxClients: 10_000 }, (message) =>
    serverLogger.error(message),
  ),
  overallLimiter: createMemoryRateLimiter({ capacity: 5_000, refillPerSecond: 1_000, maxClients: 1 }),
});

export function POST(request: Request): Promise<Response> {
  return handle(request);
}
