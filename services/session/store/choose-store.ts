/** The store for this process: Redis when SESSION_STORE_URL is set (every instance shares it), else memory. */
import { createMemorySessionStore } from './memory-session-store';
import { createRedisSessionStore } from './redis-session-store';
import type { SessionStore } from './types';

type Env = Readonly<Record<string, string | undefined>>;

export function chooseSessionStore(env: Env): SessionStore {
  const url = env.SESSION_STORE_URL?.trim();
  return url
    ? createRedisSessionStore({ url, keyPrefix: env.SESSION_STORE_PREFIX ?? 'hp:session:' })
    : createMemorySessionStore();
}
