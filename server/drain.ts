/**
 * How the production server stops (SIGTERM from a rolling deploy, an orchestrator or a test) without dropping
 * a request that has reached it:
 * 1. Readiness goes first: the health check answers 503 at once, while every other request is served as before,
 *    for `delayMs`, so a load balancer or CDN that watches it stops sending before the socket closes.
 * 2. The listening socket closes once no connection has arrived for a moment: a connection still waiting in the
 *    kernel's accept queue would be reset, and with the proxy holding its own connections open (upstream
 *    keep-alive) new ones are rare, so a short quiet spell finds the queue empty. Connections that arrive
 *    later are refused, which a proxy retries on another instance even for a POST (nothing was sent).
 * 3. Open connections are left to end on their own: a request on one is answered with `Connection: close`, and
 *    an idle one is closed by the client, whose idle timeout is shorter than this server's (docs/deployment.md).
 *    Node's own `server.close()` would destroy idle connections instead, and a proxy may have just written a
 *    request to one of them: that request would be lost.
 * 4. The process leaves when no connection is left, or after `timeoutMs` whatever remains.
 */
import type { IncomingMessage, OutgoingHttpHeaders, Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

export interface DrainOptions {
  /** How long readiness says 503 before the listening socket closes. */
  delayMs: number;
  /** How long open connections get, once the socket is closed, before the process leaves anyway. */
  timeoutMs: number;
  /** A quiet spell without a new connection before the socket closes (bounded by `quietMaxWaitMs`). */
  quietMs?: number;
  quietMaxWaitMs?: number;
}

export type DrainPhase = 'serving' | 'not-ready' | 'closed';

export interface Drain {
  phase(): DrainPhase;
  /**
   * Starts the drain; resolves when every connection has ended (or the timeout passed). Later calls return the
   * same. `delayMs` overrides the configured delay (Ctrl-C in a terminal has no balancer to wait for).
   */
  begin(delayMs?: number): Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function drainFor(server: Server, options: DrainOptions): Drain {
  const { delayMs, timeoutMs, quietMs = 150, quietMaxWaitMs = 2000 } = options;
  const connections = new Set<Socket>();
  let lastConnectionAt = 0;
  let phase: DrainPhase = 'serving';
  let drained: Promise<void> | undefined;

  server.on('connection', (socket: Socket) => {
    lastConnectionAt = Date.now();
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });

  async function closeListener(): Promise<void> {
    const deadline = Date.now() + quietMaxWaitMs;
    while (Date.now() - lastConnectionAt < quietMs && Date.now() < deadline) await sleep(quietMs / 3);
    // Right after the event loop's poll phase has taken every connection the kernel completed.
    await new Promise<void>((resolve) => setImmediate(resolve));
    // net.Server's close, not http.Server's: the latter also destroys idle keep-alive connections.
    NetServer.prototype.close.call(server);
    phase = 'closed';
  }

  async function run(delay: number): Promise<void> {
    phase = 'not-ready';
    await sleep(delay);
    await closeListener();
    const deadline = Date.now() + timeoutMs;
    while (connections.size > 0 && Date.now() < deadline) await sleep(50);
    for (const socket of connections) socket.destroy();
  }

  return {
    phase: () => phase,
    begin(delay = delayMs) {
      drained ??= run(delay);
      return drained;
    },
  };
}

export const READINESS_PATH = '/healthz';

/**
 * How long an idle keep-alive connection stays open (KEEP_ALIVE_TIMEOUT overrides it). Longer than any proxy's
 * idle timeout for its connections to the server (deploy/nginx/site.conf: 4 s), so an idle connection is always
 * closed by the proxy, never by the server just as the proxy writes a request to it.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 10_000;

/**
 * What a request meets while the server drains, before anything else: the health check's 503 (true: answered),
 * and once the socket is closed, `Connection: close` on every response, so the client opens its next connection
 * elsewhere.
 */
export function answeredByDrain(
  drain: Drain,
  request: IncomingMessage,
  response: ServerResponse,
  headers: OutgoingHttpHeaders,
): boolean {
  const phase = drain.phase();
  if (phase === 'serving') return false;
  if (phase === 'closed') response.setHeader('connection', 'close');
  if ((request.url ?? '').split('?')[0] !== READINESS_PATH) return false;
  response.writeHead(503, { ...headers, 'retry-after': '1' });
  response.end(request.method === 'HEAD' ? undefined : 'draining\n');
  return true;
}

const whole = (text: string | undefined, fallback: number): number => {
  const value = Number(text);
  return text !== undefined && text.trim() !== '' && Number.isInteger(value) && value >= 0 ? value : fallback;
};

/** DRAIN_DELAY_MS (default 2 s) and DRAIN_TIMEOUT_MS (default 10 s), from the environment. */
export function drainOptions(env: Readonly<Record<string, string | undefined>>): DrainOptions {
  return { delayMs: whole(env.DRAIN_DELAY_MS, 2000), timeoutMs: whole(env.DRAIN_TIMEOUT_MS, 10_000) };
}
