/**
 * /api/logs under autocannon on loopback, bounded in time: valid entries
 * from many addresses (the path that writes logs), or a flood from one
 * address (the path that answers 429). Counts every status it got.
 */
import autocannon from 'autocannon';
import type { LoadShape } from './throughput';

export interface BeaconLoad {
  requestsPerSecond: number;
  latencyP99Ms: number;
  errors: number;
  statuses: Record<string, number>;
}

const DURATION_S = 10;
const CONNECTIONS = 10;
const ENTRY = JSON.stringify({ level: 'info', message: 'bench entry', event: 'Bench', elapsedMs: 12 });

export async function loadLogBeacon(
  origin: string,
  addresses: 'many' | 'one',
  { connections, durationS }: LoadShape = { connections: CONNECTIONS, durationS: DURATION_S },
): Promise<BeaconLoad> {
  if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(origin))
    throw new Error(`refusing to load-test anything but loopback: ${origin}`);
  let counter = 0;
  const headers = { 'content-type': 'text/plain;charset=UTF-8' };
  const instance = autocannon({
    url: `${origin}/api/logs`,
    connections,
    duration: durationS,
    timeout: 10,
    requests: [
      {
        method: 'POST',
        body: ENTRY,
        headers,
        setupRequest: (request) => {
          counter += 1;
          const client =
            addresses === 'many' ? `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}` : '10.9.9.9';
          return { ...request, headers: { ...headers, 'x-forwarded-for': client } };
        },
      },
    ],
  });
  let guard: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    guard = setTimeout(
      () => {
        instance.stop?.();
        reject(new Error(`autocannon on /api/logs did not finish within ${durationS + 20} s`));
      },
      (durationS + 20) * 1000,
    );
  });
  try {
    const result = await Promise.race([instance, timeout]);
    return {
      requestsPerSecond: result.requests.average,
      latencyP99Ms: result.latency.p99,
      errors: result.errors + result.timeouts,
      statuses: Object.fromEntries(
        Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, count]),
      ),
    };
  } finally {
    clearTimeout(guard);
  }
}
