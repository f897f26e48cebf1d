import { User } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStoredUser } from '@/services/graphql/stored-user';
import { createUserManager, SiteUserManager } from './user-manager';
import { toUserManagerSettings } from './user-manager-settings';
import { memoryStorage } from './testing/memory-storage';
import { AUTHORITY, CLIENT_ID, validSettings } from './testing/settings';

const REVOCATION_ENDPOINT = `${AUTHORITY}/token/revocation`;

function productionManager(storage: Storage) {
  return createUserManager({
    ...toUserManagerSettings(validSettings(), storage),
    // Given up front, so nothing here fetches the provider's discovery document.
    metadata: {
      issuer: AUTHORITY,
      authorization_endpoint: `${AUTHORITY}/auth`,
      revocation_endpoint: REVOCATION_ENDPOINT,
    },
  });
}

const user = () =>
  new User({
    access_token: 'access-1',
    id_token: 'id-1',
    refresh_token: 'refresh-1',
    token_type: 'Bearer',
    profile: { sub: 'member-7', iss: AUTHORITY, aud: CLIENT_ID, exp: 1_900_000_000, iat: 1_800_000_000 },
    expires_at: 1_900_000_000,
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createUserManager (oidc-client-ts)', () => {
  it('builds the real UserManager with the pinned defaults', () => {
    const manager = productionManager(memoryStorage());
    expect(manager).toBeInstanceOf(SiteUserManager);
    expect(manager.settings.silentRequestTimeoutInSeconds).toBe(10);
    expect(manager.settings.accessTokenExpiringNotificationTimeInSeconds).toBe(60);
    expect(manager.settings.staleStateAgeInSeconds).toBe(900);
  });

  it('stores the user where the GraphQL client reads the stored user record', async () => {
    const storage = memoryStorage();
    const manager = productionManager(storage);
    await manager.storeUser(user());
    expect(readStoredUser(storage, { authority: AUTHORITY, clientId: CLIENT_ID })).toEqual({
      access_token: 'access-1',
      id_token: 'id-1',
      refresh_token: 'refresh-1',
      expires_at: 1_900_000_000,
    });
    expect((await manager.getUser())?.access_token).toBe('access-1');
  });

  it('removes the stored copy when the user is removed', async () => {
    const storage = memoryStorage();
    const manager = productionManager(storage);
    await manager.storeUser(user());
    await manager.removeUser();
    expect(readStoredUser(storage, { authority: AUTHORITY, clientId: CLIENT_ID })).toBeUndefined();
    expect(storage.length).toBe(0);
  });

  it('revokes one token at the provider revocation endpoint, with its type hint when it has one', async () => {
    const bodies: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
        expect(String(url)).toBe(REVOCATION_ENDPOINT);
        bodies.push(String(init?.body));
        return new Response(null, { status: 200 });
      }),
    );
    const manager = productionManager(memoryStorage());
    await manager.revokeToken('refresh-1', 'refresh_token');
    await manager.revokeToken('id-1');
    expect(bodies.map((body) => Object.fromEntries(new URLSearchParams(body)))).toEqual([
      { token: 'refresh-1', token_type_hint: 'refresh_token', client_id: CLIENT_ID },
      { token: 'id-1', client_id: CLIENT_ID },
    ]);
  });
});
