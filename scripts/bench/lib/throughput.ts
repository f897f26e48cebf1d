/**
 * Requests per second `next start` serves on one URL, with autocannon on
 * loopback. Client and server share the same two cores, so the absolute
 * figure is low; the ratio to the bare route in the same run is what counts.
 */
import autocannon from 'autocannon';

export interface Throughput {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  errors: number;
  non2xx: number;
  statuses: Record<string, number>;
}

export interface LoadShape {
  connections: number;
  durationS: number;
}

const CONNECTIONS = 10;
const DURATION_S = 5;
// Next loads a route's module on its first hit; one second of warm-up keeps that out of the figure.
const WARMUP_S = 1;

export async function measureThroughput(
  url: string,
  { connections, durationS }: LoadShape = { connections: CONNECTIONS, durationS: DURATION_S },
): Promise<Throughput> {
  if (!/^http:\/\/127\.0\.0\.1[:/]/.test(url)) throw new Error(`refusing to load-test anything but loopback: ${url}`);
  const instance = autocannon({
    url,
    connections,
    duration: durationS,
    timeout: 10,
    warmup: { connections, duration: WARMUP_S },
  });
  // Bounded even if autocannon hangs on a stuck socket: give up well after its own duration.
  let guard: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    guard = setTimeout(
      () => {
        instance.stop?.();
        reject(new Error(`autocannon ${url} did not finish within ${durationS + WARMUP_S + 20} s`));
      },
      (durationS + WARMUP_S + 20) * 1000,
    );
  });
  try {
    const result = await Promise.race([instance, timeout]);
    return {
      requestsPerSecond: result.requests.average,
      latencyP50Ms: result.latency.p50,
      latencyP99Ms: result.latency.p99,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
      statuses: Object.fromEntries(
        Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, count]),
      ),
    };
  } finally {
    clearTimeout(guard);
  }
}
