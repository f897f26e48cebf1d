/**
 * Sessions in this process's memory: the default, so one instance works with no set-up. Several instances
 * need the shared store (SESSION_STORE_URL), or a sign-out on one would not reach the others.
 */
import type { SessionRecord, SessionStore } from './types';

interface Entry {
  record: SessionRecord;
  expiresAtMs: number;
}

export function createMemorySessionStore({ now = () => Date.now(), maxSessions = 100_000 } = {}): SessionStore {
  const entries = new Map<string, Entry>();
  const live = (id: string): Entry | undefined => {
    const entry = entries.get(id);
    if (entry && entry.expiresAtMs > now()) return entry;
    entries.delete(id);
    return undefined;
  };
  const prune = () => {
    for (const [id, entry] of entries) if (entry.expiresAtMs <= now()) entries.delete(id);
    // A flood of sign-ins must not grow memory without bound: the oldest sessions give way first.
    for (const id of entries.keys()) {
      if (entries.size < maxSessions) break;
      entries.delete(id);
    }
  };
  return {
    async create(id, record, ttlSeconds) {
      prune();
      entries.set(id, { record: { ...record }, expiresAtMs: now() + ttlSeconds * 1000 });
    },
    async read(id) {
      const entry = live(id);
      return entry ? { ...entry.record } : undefined;
    },
    async touch(id, record, ttlSeconds) {
      if (!live(id)) return false;
      entries.set(id, { record: { ...record }, expiresAtMs: now() + ttlSeconds * 1000 });
      return true;
    },
    async delete(id) {
      entries.delete(id);
    },
    async close() {
      entries.clear();
    },
  };
}
