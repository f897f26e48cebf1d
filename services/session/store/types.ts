/** A signed-in session as the server keeps it: the cookie only names it, so deleting it here ends it everywhere. */
export interface SessionRecord {
  /** The identity provider's subject. */
  subject: string;
  /** Seconds since the epoch. */
  createdAt: number;
  /** Seconds since the epoch, when the session was last used. */
  lastSeenAt: number;
}

export interface SessionStore {
  /** Saves a new record, gone after `ttlSeconds` unless touched. */
  create(id: string, record: SessionRecord, ttlSeconds: number): Promise<void>;
  read(id: string): Promise<SessionRecord | undefined>;
  /**
   * Saves a later `lastSeenAt` and a new time to live, only while the record still exists: a sign-out on another
   * instance between a read and this write must never bring the session back. False when the record is gone.
   */
  touch(id: string, record: SessionRecord, ttlSeconds: number): Promise<boolean>;
  delete(id: string): Promise<void>;
  close(): Promise<void>;
}

export function isSessionRecord(value: unknown): value is SessionRecord {
  if (typeof value !== 'object' || value === null) return false;
  const { subject, createdAt, lastSeenAt } = value as Record<string, unknown>;
  return typeof subject === 'string' && typeof createdAt === 'number' && typeof lastSeenAt === 'number';
}
