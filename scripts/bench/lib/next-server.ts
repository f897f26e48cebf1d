/**
 * Runs `next start` for the duration of a bench. The binary is spawned
 * directly (not through npm or npx) so the PID held is the server itself and
 * killing it leaves nothing behind.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const NEXT_BIN = join('node_modules', '.bin', 'next');

export interface RunningServer {
  origin: string;
  stop(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function waitUntilServing(child: ChildProcess, url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`next start exited early (${child.signalCode ?? `exit ${child.exitCode}`})`);
    const status = await fetch(url).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await sleep(250);
  }
  throw new Error(`next start did not answer ${url} within ${timeoutMs / 1000} s`);
}

export async function startNextServer(port: number, readyPath: string): Promise<RunningServer> {
  const child = spawn(NEXT_BIN, ['start', '-p', String(port), '-H', '127.0.0.1'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
  });
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
  return { origin, stop };
}
