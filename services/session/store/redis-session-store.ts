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
}

export function createRedisSessionStore({
  url,
  keyPrefix = 'hp:session:',
  timeoutMs = 1_000,
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

  // The connection and the command share one deadline: a Redis that is down (or reconnecting) fails fast.
  async function withClient<T>(command: () => Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const run = async () => {
      if (!client.isOpen) connecting ??= client.connect().finally(() => (connecting = undefined));
      if (connecting) await connecting;
      return command();
    };
    try {
      return await Promise.race([
        run(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`session store: no answer within ${timeoutMs} ms`)), timeoutMs);
        }),
      ]);
    } finally {
      clearTimeout(timer);
    }
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
