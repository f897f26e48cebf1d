/** Against a real Redis (Debian's redis-server on a free loopback port); skipped, and said so, where it is missing. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@/scripts/lib/free-port';
import { redisServerInstalled, startRedisServer, type RunningRedis } from '@/scripts/lib/redis-server';
import { createSessionKeeper } from '../session-keeper';
import { createRedisSessionStore } from './redis-session-store';
import type { SessionStore } from './types';

const hasRedis = redisServerInstalled();
if (!hasRedis)
  console.warn('redis-session-store.test.ts: redis-server is not installed (apt-get install redis-server); skipped');

describe.skipIf(!hasRedis)('Redis session store', () => {
  let redis: RunningRedis | undefined;
  const stores: SessionStore[] = [];
  const store = (prefix = 'test:') => {
    const created = createRedisSessionStore({ url: redis?.url ?? '', keyPrefix: prefix });
    stores.push(created);
    return created;
  };

  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(async () => {
    await Promise.all(stores.map((created) => created.close()));
    await redis?.stop();
  });

  it('shares sessions between instances: a sign-out on one ends the session on the other at once', async () => {
    const lifetime = { idleSeconds: 1800, absoluteSeconds: 43_200 };
    const [first, second] = [
      createSessionKeeper(store('shared:'), lifetime),
      createSessionKeeper(store('shared:'), lifetime),
    ];
    const id = await first.begin('client');
    expect(await second.check(id, 'client')).toBe(true);
    await second.end(id);
    expect(await first.check(id, 'client')).toBe(false);
  });

  it('never brings back a session deleted between a read and a touch', async () => {
    const sessions = store();
    const record = { subject: 'client', createdAt: 1, lastSeenAt: 1 };
    await sessions.create('a', record, 60);
    expect(await sessions.touch('a', { ...record, lastSeenAt: 2 }, 60)).toBe(true);
    await sessions.delete('a');
    expect(await sessions.touch('a', { ...record, lastSeenAt: 3 }, 60)).toBe(false);
    expect(await sessions.read('a')).toBeUndefined();
  });

  it('lets a record expire by itself', async () => {
    const sessions = store();
    await sessions.create('short', { subject: 's', createdAt: 1, lastSeenAt: 1 }, 1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await sessions.read('short')).toBeUndefined();
  });

  it('throws when Redis cannot be reached, so the caller can count the session as ended', async () => {
    const unreachable = createRedisSessionStore({ url: `redis://127.0.0.1:${await freePort()}` });
    stores.push(unreachable);
    await expect(unreachable.read('a')).rejects.toThrow();
  });
});
