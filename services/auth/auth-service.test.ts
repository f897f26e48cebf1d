import { User, type UserManagerSettings } from 'oidc-client-ts';
import { describe, expect, it, vi } from 'vitest';
import { readStoredUser } from '@/services/graphql/stored-user';
import { AuthService, type AuthServiceOptions } from './auth-service';
import { InitializationError } from './errors';
import { REQUIRED_SETTINGS, type AuthSettings } from './settings';
import { fakeUserManager, type FakeUserManager } from './testing/fake-user-manager';
import { memoryStorage } from './testing/memory-storage';
import { AUTHORITY, CLIENT_ID, SITE_ORIGIN, validSettings, withoutSetting } from './testing/settings';
import { createUserManager, type SessionUser } from './user-manager';

const NOW_MS = 1_800_000_000_000;
const names = (manager: FakeUserManager) => manager.calls.map(([name]) => name);

function serviceWithFake(
  user: SessionUser | null = null,
  options: AuthServiceOptions = {},
  settings: Partial<AuthSettings> = validSettings(),
) {
  const manager = fakeUserManager(user);
  const service = new AuthService(settings, memoryStorage(), {
    createUserManager: () => manager,
    now: () => NOW_MS,
    ...options,
  });
  service.init();
  return { service, manager };
}

describe('AuthService construction', () => {
  it.each(REQUIRED_SETTINGS)('refuses settings without %s', (name) => {
    expect(() => new AuthService(withoutSetting(name), memoryStorage())).toThrow(
      new Error('AuthService: Missing required settings'),
    );
  });

  it('refuses an empty setting and no settings at all', () => {
    expect(() => new AuthService({ ...validSettings(), client_id: '' }, memoryStorage())).toThrow(
      'AuthService: Missing required settings',
    );
    expect(() => new AuthService(undefined, memoryStorage())).toThrow('AuthService: Missing required settings');
  });

  it('refuses to work without a client storage', () => {
    expect(() => new AuthService(validSettings(), undefined)).toThrow(new Error('ClientStorage not found'));
    expect(() => new AuthService(validSettings(), null)).toThrow('ClientStorage not found');
  });

  it('reports the missing settings first when the storage is missing too', () => {
    expect(() => new AuthService(withoutSetting('scope'), null)).toThrow('AuthService: Missing required settings');
  });

  it('does not create the user manager until init()', () => {
    const createUserManager = vi.fn(() => fakeUserManager());
    const service = new AuthService(validSettings(), memoryStorage(), { createUserManager });
    expect(createUserManager).not.toHaveBeenCalled();
    expect(service.isInitialized).toBe(false);
    service.init();
    expect(createUserManager).toHaveBeenCalledTimes(1);
    expect(service.isInitialized).toBe(true);
  });

  it('creates only one user manager however often init() is called', () => {
    const createUserManager = vi.fn(() => fakeUserManager());
    const service = new AuthService(validSettings(), memoryStorage(), { createUserManager });
    service.init();
    service.init();
    expect(createUserManager).toHaveBeenCalledTimes(1);
  });

  it('gives the user manager the pinned identity client defaults and the required settings', () => {
    let received: UserManagerSettings | undefined;
    const service = new AuthService(validSettings(), memoryStorage(), {
      createUserManager: (settings) => {
        received = settings;
        return fakeUserManager();
      },
    });
    service.init();
    expect(received).toMatchObject({
      ...validSettings(),
      silentRequestTimeoutInSeconds: 10,
      accessTokenExpiringNotificationTimeInSeconds: 60,
      staleStateAgeInSeconds: 900,
    });
  });
});

describe('AuthService before init()', () => {
  const service = () =>
    new AuthService(validSettings(), memoryStorage(), { createUserManager: () => fakeUserManager() });
  const notInitialized = { name: 'InitializationError', message: 'UserManager is not initialized' };

  it.each([
    ['signIn', (s: AuthService) => s.signIn('/partners')],
    ['signInSilent', (s: AuthService) => s.signInSilent()],
    ['signOut', (s: AuthService) => s.signOut()],
    ['signOutCallback', (s: AuthService) => s.signOutCallback()],
    ['revokeTokens', (s: AuthService) => s.revokeTokens()],
    ['getUser', (s: AuthService) => s.getUser()],
    ['removeUser', (s: AuthService) => s.removeUser()],
  ])('%s rejects with InitializationError', async (_name, action) => {
    const failure = action(service());
    await expect(failure).rejects.toBeInstanceOf(InitializationError);
    await expect(failure).rejects.toMatchObject(notInitialized);
  });

  it.each([
    ['startSilentRenew', (s: AuthService) => s.startSilentRenew()],
    ['stopSilentRenew', (s: AuthService) => s.stopSilentRenew()],
  ])('%s throws InitializationError', (_name, action) => {
    expect(() => action(service())).toThrow(InitializationError);
    expect(() => action(service())).toThrow('UserManager is not initialized');
  });

  it('still answers whether a token is valid', () => {
    const early = new AuthService(validSettings(), memoryStorage(), { now: () => NOW_MS });
    expect(early.isTokenValid({ access_token: 'a', expires_at: NOW_MS / 1000 + 30 })).toBe(true);
  });
});

describe('AuthService.signIn', () => {
  it('clears the stored user, then redirects to the provider', async () => {
    const { service, manager } = serviceWithFake({ access_token: 'old' });
    await service.signIn('/partners');
    expect(names(manager)).toEqual(['removeUser', 'signinRedirect']);
  });

  it('passes the return path, with its query string, as state', async () => {
    const { service, manager } = serviceWithFake();
    await service.signIn('/nanny-tax-calculator?state=NY&hired=yes');
    expect(manager.calls.at(-1)).toEqual(['signinRedirect', { state: '/nanny-tax-calculator?state=NY&hired=yes' }]);
  });

  it('returns to the page the visitor is on by default', async () => {
    const { service, manager } = serviceWithFake(null, { currentPath: () => '/caregivers?rx=abc' });
    await service.signIn();
    expect(manager.calls.at(-1)).toEqual(['signinRedirect', { state: '/caregivers?rx=abc' }]);
  });

  it('returns to the home page outside a browser', async () => {
    const manager = fakeUserManager();
    const service = new AuthService(validSettings(), memoryStorage(), { createUserManager: () => manager });
    service.init();
    await service.signIn();
    expect(manager.calls.at(-1)).toEqual(['signinRedirect', { state: '/' }]);
  });

  it.each([
    'https://evil.example/',
    '//evil.example',
    '/%2F%2Fevil.example',
    'javascript:alert(1)',
    `${SITE_ORIGIN}.evil.example/`,
  ])('never sends the visitor off the site (%s becomes /)', async (returnTo) => {
    const { service, manager } = serviceWithFake();
    await service.signIn(returnTo);
    expect(manager.calls.at(-1)).toEqual(['signinRedirect', { state: '/' }]);
  });

  it('judges absolute return URLs against the origin of the sign-in callback', async () => {
    const { service, manager } = serviceWithFake();
    await service.signIn(`${SITE_ORIGIN}/product-and-pricing?x=1`);
    expect(manager.calls.at(-1)).toEqual(['signinRedirect', { state: '/product-and-pricing?x=1' }]);
  });
});

describe('AuthService silent sign-in and renew', () => {
  it('renews the token silently and resolves with the renewed user', async () => {
    const { service, manager } = serviceWithFake({ access_token: 'renewed' });
    await expect(service.signInSilent()).resolves.toEqual({ access_token: 'renewed' });
    expect(names(manager)).toEqual(['signinSilent']);
  });

  it('starts and stops the silent renew', () => {
    const { service, manager } = serviceWithFake();
    service.startSilentRenew();
    service.stopSilentRenew();
    expect(names(manager)).toEqual(['startSilentRenew', 'stopSilentRenew']);
  });
});

describe('AuthService.signOut', () => {
  it('clears stale state, then redirects with the id token as hint and the post-logout redirect URI', async () => {
    const { service, manager } = serviceWithFake({ access_token: 'a', id_token: 'id-1' });
    await service.signOut();
    expect(names(manager)).toEqual(['clearStaleState', 'getUser', 'signoutRedirect']);
    expect(manager.calls.at(-1)).toEqual([
      'signoutRedirect',
      { id_token_hint: 'id-1', post_logout_redirect_uri: `${SITE_ORIGIN}/` },
    ]);
  });

  it('sends an empty hint when there is no id token, or no user', async () => {
    for (const user of [{ access_token: 'a' }, { access_token: 'a', id_token: null }, null]) {
      const { service, manager } = serviceWithFake(user);
      await service.signOut();
      expect(manager.calls.at(-1)).toEqual([
        'signoutRedirect',
        { id_token_hint: '', post_logout_redirect_uri: `${SITE_ORIGIN}/` },
      ]);
    }
  });
});

describe('AuthService.signOutCallback', () => {
  it('finishes the sign-out with the callback URL and resolves with the post-logout page', async () => {
    const { service, manager } = serviceWithFake();
    await expect(service.signOutCallback(`${SITE_ORIGIN}/?state=s1`)).resolves.toBe(`${SITE_ORIGIN}/`);
    expect(manager.calls).toEqual([['signoutRedirectCallback', `${SITE_ORIGIN}/?state=s1`]]);
  });

  it('refuses when post_logout_redirect_uri is no longer set by the time the provider answers', async () => {
    const settings: Partial<AuthSettings> = validSettings();
    const { service, manager } = serviceWithFake(null, {}, settings);
    delete settings.post_logout_redirect_uri;
    await expect(service.signOutCallback()).rejects.toThrow(
      new Error('post_logout_redirect_uri setting is not provided'),
    );
    expect(manager.calls).toEqual([]);
  });
});

describe('AuthService user and tokens', () => {
  it('reads and removes the user through the user manager', async () => {
    const { service, manager } = serviceWithFake({ access_token: 'a' });
    await expect(service.getUser()).resolves.toEqual({ access_token: 'a' });
    await service.removeUser();
    await expect(service.getUser()).resolves.toBeNull();
    expect(names(manager)).toEqual(['getUser', 'removeUser', 'getUser']);
  });

  it('revokes the tokens, keeps only the access token, stores the user and reloads the events', async () => {
    const { service, manager } = serviceWithFake({ access_token: 'a', refresh_token: 'r', id_token: 'i' });
    await service.revokeTokens();
    expect(names(manager)).toEqual([
      'getUser',
      'revokeToken',
      'revokeToken',
      'revokeToken',
      'storeUser',
      'events.load',
    ]);
    expect(manager.stored).toEqual([{ access_token: 'a', refresh_token: null, id_token: null }]);
  });

  it('judges validity by expires_at minus the offset against its clock', () => {
    const { service } = serviceWithFake();
    const user = { access_token: 'a', expires_at: NOW_MS / 1000 + 60 };
    expect(service.isTokenValid(user)).toBe(true);
    expect(service.isTokenValid(user, 59)).toBe(true);
    expect(service.isTokenValid(user, 60)).toBe(false);
    expect(service.isTokenValid({ access_token: 'a', expires_at: NOW_MS / 1000 })).toBe(false);
  });
});

describe('AuthService over the real oidc-client-ts UserManager', () => {
  const location = { authority: AUTHORITY, clientId: CLIENT_ID };
  const storedRecord = () =>
    new User({
      access_token: 'access-1',
      refresh_token: 'refresh-1',
      id_token: 'id-1',
      token_type: 'Bearer',
      profile: { sub: 'member-7', iss: AUTHORITY, aud: CLIENT_ID, exp: 1_900_000_000, iat: 1_800_000_000 },
      expires_at: 1_900_000_000,
    }).toStorageString();

  function realService() {
    const storage = memoryStorage({ [`czen.oidc.user:${AUTHORITY}:${CLIENT_ID}`]: storedRecord() });
    const created: Array<ReturnType<typeof createUserManager>> = [];
    const service = new AuthService(validSettings(), storage, {
      createUserManager: (settings) => {
        const real = createUserManager(settings);
        created.push(real);
        return real;
      },
    });
    service.init();
    const [real] = created;
    if (!real) throw new Error('no user manager was created');
    return { service, storage, real };
  }

  it('finds the stored user record under czen.oidc.user:<authority>:<client_id>', async () => {
    const { service } = realService();
    await expect(service.getUser()).resolves.toMatchObject({ access_token: 'access-1', id_token: 'id-1' });
  });

  it('has cleared the stored user by the time it redirects to sign in', async () => {
    const { service, storage, real } = realService();
    let recordAtRedirect: unknown = 'not redirected';
    vi.spyOn(real, 'signinRedirect').mockImplementation(async () => {
      recordAtRedirect = readStoredUser(storage, location);
    });
    await service.signIn('/partners');
    expect(recordAtRedirect).toBeUndefined();
  });

  it('clears the stored copy when the user is removed', async () => {
    const { service, storage } = realService();
    await service.removeUser();
    expect(readStoredUser(storage, location)).toBeUndefined();
  });

  it('after revocation keeps only the access token in the stored record and reloads the events with that user', async () => {
    const { service, storage, real } = realService();
    const revoked = vi.spyOn(real, 'revokeToken').mockResolvedValue(undefined);
    // getUser() loads the events too, so what matters is the last load and what was stored by then.
    const loads: Array<{ user: unknown; stored: unknown }> = [];
    const load = real.events.load.bind(real.events);
    vi.spyOn(real.events, 'load').mockImplementation(async (user, raiseEvent) => {
      loads.push({ user: { ...user }, stored: readStoredUser(storage, location) });
      await load(user, raiseEvent);
    });
    await service.revokeTokens();
    expect(revoked.mock.calls).toEqual([
      ['access-1', 'access_token'],
      ['refresh-1', 'refresh_token'],
      ['id-1', undefined],
    ]);
    expect(readStoredUser(storage, location)).toEqual({ access_token: 'access-1', expires_at: 1_900_000_000 });
    expect(JSON.parse(storage.getItem(`czen.oidc.user:${AUTHORITY}:${CLIENT_ID}`) ?? '{}')).toMatchObject({
      refresh_token: null,
      id_token: null,
    });
    expect(loads.at(-1)).toMatchObject({
      user: { access_token: 'access-1', refresh_token: null, id_token: null },
      stored: { access_token: 'access-1', expires_at: 1_900_000_000 },
    });
  });
});
