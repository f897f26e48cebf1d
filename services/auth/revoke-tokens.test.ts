import { describe, expect, it } from 'vitest';
import { revokeUserTokens } from './revoke-tokens';
import { fakeUserManager } from './testing/fake-user-manager';

const names = (calls: ReadonlyArray<readonly [string, ...unknown[]]>) => calls.map(([name]) => name);

describe('revokeUserTokens', () => {
  it('revokes the access, refresh and id tokens at the provider, with a type hint for the first two', async () => {
    const manager = fakeUserManager({
      access_token: 'access-1',
      refresh_token: 'refresh-1',
      id_token: 'id-1',
      expires_at: 1_900_000_000,
    });
    await revokeUserTokens(manager);
    expect(manager.calls.filter(([name]) => name === 'revokeToken')).toEqual([
      ['revokeToken', 'access-1', 'access_token'],
      ['revokeToken', 'refresh-1', 'refresh_token'],
      ['revokeToken', 'id-1', undefined],
    ]);
  });

  it('then stores the user again with every token but the access token set to null', async () => {
    const manager = fakeUserManager({
      access_token: 'access-1',
      refresh_token: 'refresh-1',
      id_token: 'id-1',
      expires_at: 1_900_000_000,
    });
    await revokeUserTokens(manager);
    expect(manager.stored).toEqual([
      { access_token: 'access-1', refresh_token: null, id_token: null, expires_at: 1_900_000_000 },
    ]);
  });

  it('reloads the user manager events with the stored user, after storing it', async () => {
    const manager = fakeUserManager({ access_token: 'access-1', refresh_token: 'refresh-1' });
    await revokeUserTokens(manager);
    expect(names(manager.calls)).toEqual(['getUser', 'revokeToken', 'revokeToken', 'storeUser', 'events.load']);
    const loaded = manager.calls.at(-1)?.[1];
    expect(loaded).toEqual({ access_token: 'access-1', refresh_token: null, id_token: null });
  });

  it('revokes only the tokens that are strings', async () => {
    const manager = fakeUserManager({ access_token: 'access-1', refresh_token: null });
    await revokeUserTokens(manager);
    expect(manager.calls.filter(([name]) => name === 'revokeToken')).toEqual([
      ['revokeToken', 'access-1', 'access_token'],
    ]);
  });

  it('revokes, stores and reloads nothing when the user has no tokens', async () => {
    const manager = fakeUserManager({ access_token: null, refresh_token: null, id_token: null });
    await revokeUserTokens(manager);
    expect(names(manager.calls)).toEqual(['getUser']);
  });

  it('does nothing when nobody is signed in', async () => {
    const manager = fakeUserManager(null);
    await revokeUserTokens(manager);
    expect(names(manager.calls)).toEqual(['getUser']);
  });

  it('leaves the stored user untouched when the provider refuses a revocation', async () => {
    const manager = fakeUserManager({ access_token: 'access-1', refresh_token: 'refresh-1', id_token: 'id-1' });
    manager.failRevocationOf = 'refresh-1';
    await expect(revokeUserTokens(manager)).rejects.toThrow('revocation of refresh-1 failed');
    expect(manager.stored).toEqual([]);
    expect(names(manager.calls)).not.toContain('events.load');
  });
});
