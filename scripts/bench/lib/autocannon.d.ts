// autocannon 9 ships no types and @types/autocannon is not a dependency;
// this declares only the part of its programmatic API the benches use.
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Seconds before a request counts as timed out. */
    timeout?: number;
    warmup?: { connections?: number; duration?: number };
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Per-request changes: autocannon calls setupRequest before each request. */
    requests?: Array<{
      method?: string;
      headers?: Record<string, string>;
      body?: string;
      setupRequest?: (request: RequestParams) => RequestParams;
    }>;
  }
  interface RequestParams {
    method?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p99: number;
  }
  interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    /** Responses by status code. */
    statusCodeStats: Record<string, { count: number }>;
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
  }
  interface Instance extends PromiseLike<Result> {
    /** Set only once the main run has started (not during warm-up). */
    stop?: () => void;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
}
