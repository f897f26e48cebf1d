/**
 * Steady traffic for the scale-out test: a few workers on keep-alive connections, each sending the next request
 * of a mix as soon as the last is answered, every answer checked. A failure records what was sent, what came
 * back (or the connection error), and the phases the test had declared when it was sent and when it ended: a
 * request sent just before an instance is killed fails during the kill.
 */
import { Agent, request as httpRequest } from 'node:http';

export interface LoadRequest {
  /** What the request stands for, in the report ("session read", "log POST"). */
  kind: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Whether the answer is the one a visitor should get. */
  ok(status: number, body: string): boolean;
}

export interface LoadFailure {
  kind: string;
  method: string;
  /** The phase when the request was sent. */
  phase: string;
  /** The phase when its answer or error came. */
  endedIn: string;
  /** The status and the start of the body, or the connection error's code. */
  outcome: string;
}

export interface LoadReport {
  sent: number;
  byKind: Record<string, number>;
  byPhase: Record<string, number>;
  failures: LoadFailure[];
}

export interface RunningLoad {
  /** Later requests are counted under this phase. */
  setPhase(phase: string): void;
  stop(): Promise<LoadReport>;
}

function send(origin: URL, agent: Agent, host: string, item: LoadRequest): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        agent,
        host: origin.hostname,
        port: origin.port,
        method: item.method,
        path: item.path,
        headers: { host, ...item.headers },
        setHost: false,
        timeout: 30_000,
      },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('ETIMEDOUT')));
    outgoing.on('error', reject);
    outgoing.end(item.body);
  });
}

export function driveLoad(options: {
  origin: string;
  host: string;
  workers: number;
  /** The i-th request of the run. */
  next(i: number): LoadRequest;
}): RunningLoad {
  const origin = new URL(options.origin);
  const agent = new Agent({ keepAlive: true, maxSockets: options.workers });
  const report: LoadReport = { sent: 0, byKind: {}, byPhase: {}, failures: [] };
  let phase = 'start';
  let running = true;
  let counter = 0;
  const worker = async () => {
    while (running) {
      const item = options.next(counter);
      counter += 1;
      const sentIn = phase;
      report.sent += 1;
      report.byKind[item.kind] = (report.byKind[item.kind] ?? 0) + 1;
      report.byPhase[sentIn] = (report.byPhase[sentIn] ?? 0) + 1;
      const outcome = await send(origin, agent, options.host, item).then(
        ({ status, body }) => (item.ok(status, body) ? null : `${status} ${body.slice(0, 120)}`.trim()),
        (error: unknown) =>
          error instanceof Error ? ((error as NodeJS.ErrnoException).code ?? error.message) : 'error',
      );
      if (outcome !== null)
        report.failures.push({ kind: item.kind, method: item.method, phase: sentIn, endedIn: phase, outcome });
    }
  };
  const workers = Array.from({ length: options.workers }, worker);
  return {
    setPhase(next) {
      phase = next;
    },
    async stop() {
      running = false;
      await Promise.all(workers);
      agent.destroy();
      return report;
    },
  };
}
