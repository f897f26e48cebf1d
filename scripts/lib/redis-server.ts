/**
 * Debian's redis-server on a free loopback port, for the tests that need a real shared store (nothing saved to
 * disk). `redisServerInstalled` lets a test skip, and say so, on a machine without it.
 */
import { spawn, spawnSync } from 'node:child_process';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './free-port';

export interface RunningRedis {
  url: string;
  stop(): Promise<void>;
}

export const redisServerInstalled = (): boolean => spawnSync('redis-server', ['--version']).status === 0;

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

export async function startRedisServer(): Promise<RunningRedis> {
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let attempt = 0; attempt < 100 && !(await answers(port)); attempt += 1) await sleep(50);
  if (!(await answers(port))) {
    child.kill('SIGKILL');
    throw new Error(`redis-server did not start on 127.0.0.1:${port}`);
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
