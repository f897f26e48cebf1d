/**
 * Runs the production server (.next/site-server.mjs: Next's custom-server API
 * behind the request guard) for the duration of a bench. It is spawned
 * directly (not through npm or npx) so the PID held is the server itself and
 * killing it leaves nothing behind.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { productionServer } from '../../lib/production-server';

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Until `url` answers 200; fails when the child exits first or the time runs out. */
export async function waitUntilServing(child: ChildProcess, url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`next start exited early (${child.signalCode ?? `exit ${child.exitCode}`})`);
    const status = await fetch(url).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await sleep(250);
  }
  throw new Error(`next start did not answer ${url} within ${timeoutMs / 1000} s`);
}

export interface RunningServer {
  origin: string;
  pid: number;
  stop(): Promise<void>;
}

export interface NextServerOptions {
  /** Each line the server writes, to standard output or error (its JSON log lines); ignored when absent. */
  onOutput?: (line: string) => void;
}

export async function startNextServer(
  port: number,
  readyPath: string,
  env: Record<string, string> = {},
  { onOutput }: NextServerOptions = {},
): Promise<RunningServer> {
  const server = productionServer(port, '127.0.0.1');
  const child = spawn(server.command, server.args, {
    stdio: ['ignore', onOutput ? 'pipe' : 'ignore', onOutput ? 'pipe' : 'inherit'],
    env: { ...process.env, ...env, ...server.env },
  });
  for (const stream of onOutput ? [child.stdout, child.stderr] : [])
    if (stream && onOutput) createInterface({ input: stream }).on('line', onOutput);
  // Last resort for crashes that skip the bench's own cleanup: 'exit' handlers may only do synchronous work.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.removeListener('exit', killOnExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timedOut = await Promise.race([exited(child).then(() => false), sleep(5000).then(() => true)]);
    if (timedOut) {
      child.kill('SIGKILL');
      await exited(child);
    }
  };

  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitUntilServing(child, `${origin}${readyPath}`, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, pid: child.pid ?? 0, stop };
}
