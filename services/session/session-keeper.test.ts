import { describe, expect, it } from 'vitest';
import { createSessionKeeper } from './session-keeper';
import { createMemorySessionStore } from './store/memory-session-store';

function keeperAt(start: number, lifetime = { idleSeconds: 1800, absoluteSeconds: 12 * 3600 }) {
  let now = start;
  const store = createMemorySessionStore({ now: () => now * 1000 });
  let ids = 0;
  const keeper = createSessionKeeper(
    store,
    lifetime,
    () => now,
    () => `session-${(ids += 1)}`,
  );
  return { keeper, store, advance: (seconds: number) => (now += seconds) };
}

describe('session keeper', () => {
  it('keeps a session live while it is used, and ends it everywhere on sign-out', async () => {
    const { keeper, advance } = keeperAt(1_000_000);
    const id = await keeper.begin('client');
    expect(await keeper.check(id, 'client')).toBe(true);
    for (let hour = 0; hour < 6; hour += 1) {
      advance(1200);
      expect(await keeper.check(id, 'client')).toBe(true);
    }
    await keeper.end(id);
    expect(await keeper.check(id, 'client')).toBe(false);
  });

  it('ends a session left idle past the idle timeout', async () => {
    const { keeper, advance } = keeperAt(1_000_000);
    const id = await keeper.begin('client');
    advance(1799);
    expect(await keeper.check(id, 'client')).toBe(true);
    advance(1800);
    expect(await keeper.check(id, 'client')).toBe(false);
  });

  it('ends a session at its absolute lifetime even while it is in use', async () => {
    const { keeper, advance } = keeperAt(1_000_000, { idleSeconds: 1800, absoluteSeconds: 3600 });
    const id = await keeper.begin('client');
    advance(1700);
    expect(await keeper.check(id, 'client')).toBe(true);
    advance(1700);
    expect(await keeper.check(id, 'client')).toBe(true);
    advance(200);
    expect(await keeper.check(id, 'client')).toBe(false);
  });

  it('refuses no id, an unknown id and an id presented with another subject', async () => {
    const { keeper } = keeperAt(1_000_000);
    const id = await keeper.begin('client');
    expect(await keeper.check(undefined, 'client')).toBe(false);
    expect(await keeper.check('session-999', 'client')).toBe(false);
    expect(await keeper.check(id, 'someone-else')).toBe(false);
  });

  it('refreshes a short idle timeout before it runs out', async () => {
    const { keeper, advance } = keeperAt(1_000_000, { idleSeconds: 60, absoluteSeconds: 3600 });
    const id = await keeper.begin('client');
    for (let step = 0; step < 10; step += 1) {
      advance(40);
      expect(await keeper.check(id, 'client')).toBe(true);
    }
  });
});

describe('memory session store', () => {
  it('never brings back a session deleted between a read and a touch', async () => {
    const store = createMemorySessionStore();
    const record = { subject: 'client', createdAt: 1, lastSeenAt: 1 };
    await store.create('a', record, 60);
    await store.delete('a');
    expect(await store.touch('a', { ...record, lastSeenAt: 2 }, 60)).toBe(false);
    expect(await store.read('a')).toBeUndefined();
  });

  it('holds at most its limit of sessions, dropping the oldest first', async () => {
    const store = createMemorySessionStore({ maxSessions: 3 });
    const record = { subject: 's', createdAt: 1, lastSeenAt: 1 };
    for (const id of ['a', 'b', 'c', 'd']) await store.create(id, record, 60);
    expect(await store.read('a')).toBeUndefined();
    expect(await store.read('d')).toEqual(record);
  });
});
