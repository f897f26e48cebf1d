/**
 * The server side of a session: sign-in creates a record, every use checks and refreshes it, sign-out deletes
 * it. The session cookie carries only the record's id (inside next-auth's encrypted JWT), so a copy of the cookie
 * is worth nothing once the record is gone.
 */
import type { SessionLifetime } from './session-lifetime';
import type { SessionStore } from './store/types';

/** A use within this many seconds of the last one does not write the record again. */
const TOUCH_INTERVAL_SECONDS = 60;

export interface SessionKeeper {
  /** A new session for the subject; its id goes into the cookie. */
  begin(subject: string): Promise<string>;
  /** Whether the session is live (and, if so, marks it used); false for no id, an unknown, idle or expired one. */
  check(id: string | undefined, subject: string | undefined): Promise<boolean>;
  end(id: string | undefined): Promise<void>;
}

export function createSessionKeeper(
  store: SessionStore,
  lifetime: SessionLifetime,
  nowSeconds: () => number = () => Math.floor(Date.now() / 1000),
  newId: () => string = () => crypto.randomUUID(),
): SessionKeeper {
  // A short idle timeout (a test's, or a strict deployment's) still gets refreshed before it runs out.
  const touchInterval = Math.min(TOUCH_INTERVAL_SECONDS, Math.floor(lifetime.idleSeconds / 4));
  const ttlFrom = (createdAt: number, now: number) =>
    Math.max(1, Math.min(lifetime.idleSeconds, createdAt + lifetime.absoluteSeconds - now));
  return {
    async begin(subject) {
      const id = newId();
      const now = nowSeconds();
      await store.create(id, { subject, createdAt: now, lastSeenAt: now }, ttlFrom(now, now));
      return id;
    },
    async check(id, subject) {
      if (!id) return false;
      const record = await store.read(id);
      if (!record || record.subject !== subject) return false;
      const now = nowSeconds();
      if (now - record.createdAt >= lifetime.absoluteSeconds || now - record.lastSeenAt >= lifetime.idleSeconds) {
        await store.delete(id);
        return false;
      }
      if (now - record.lastSeenAt < touchInterval) return true;
      return store.touch(id, { ...record, lastSeenAt: now }, ttlFrom(record.createdAt, now));
    },
    async end(id) {
      if (id) await store.delete(id);
    },
  };
}
