/**
 * Sessions in Redis (SESSION_STORE_URL), shared by every instance behind the load balancer: a sign-out on one
 * ends the session on all of them at once. Each record expires by itself (EX), so Redis holds only live sessions.
 * Errors are thrown, not swallowed: the caller treats a session it cannot check as ended.
 */
import { createClient } from '@redis/client';
import { isSessionRecord, type SessionStore } from './types';

export interface RedisSessionStoreOptions {
  /** redis://[user:password@]host:port[/db], or rediss:// for TLS. */
  url: string;
  keyPrefix?: string;
  /** How long a request may wait for Redis before the session counts as unchecked. */
  timeoutMs?: number;
  /**
   * How long a request may wait for the connection to open, on top: an instance that has just started (a restart in
   * a deploy) opens it on its first request, on a machine busy starting, and must not sign its visitors out for that.
   */
  connectTimeoutMs?: number;
}

export function createRedisSessionStore({
  url,
  keyPrefix = 'hp:session:',
  timeoutMs = 1_000,
  connectTimeoutMs = 3_000,
}: RedisSessionStoreOptions): SessionStore {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(retries * 200, 5_000) },
  });
  // Reported by the commands that fail; without a listener the client's errors would crash the process.
  client.on('error', () => undefined);
  let connecting: Promise<unknown> | undefined;
  const key = (id: string) => `${keyPrefix}${id}`;

  async function within<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([
        work,
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`session store: ${what} within ${ms} ms`)), ms);
        }),
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  // Opening the connection and the command each have a deadline: a Redis that is down (or reconnecting) still
  // fails within a few seconds, and a command on an open connection within `timeoutMs`.
  async function withClient<T>(command: () => Promise<T>): Promise<T> {
    if (!client.isOpen) connecting ??= client.connect().finally(() => (connecting = undefined));
    if (connecting) await within(connecting, connectTimeoutMs, 'no connection');
    return within(command(), timeoutMs, 'no answer');
  }

  return {
    async create(id, record, ttlSeconds) {
      await withClient(() =>
        client.set(key(id), JSON.stringify(record), { expiration: { type: 'EX', value: ttlSeconds } }),
      );
    },
    async read(id) {
      const text = await withClient(() => client.get(key(id)));
      if (text === null) return undefined;
      const parsed: unknown = JSON.parse(text);
      return isSessionRecord(parsed) ? parsed : undefined;
    },
    async touch(id, record, ttlSeconds) {
      // XX: only an existing key is written, so a session deleted meanwhile stays deleted.
      const reply = await withClient(() =>
        client.set(key(id), JSON.stringify(record), { condition: 'XX', expiration: { type: 'EX', value: ttlSeconds } }),
      );
      return reply === 'OK';
    },
    async delete(id) {
      await withClient(() => client.del(key(id)));
    },
    async close() {
      if (client.isOpen) await client.close();
      else client.destroy();
    },
  };
}
