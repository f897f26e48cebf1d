import { describe, expect, it } from 'vitest';
import { storedUserKey } from '@/services/graphql/stored-user';
import { toUserManagerSettings } from './user-manager-settings';
import { memoryStorage } from './testing/memory-storage';
import { AUTHORITY, CLIENT_ID, validSettings } from './testing/settings';

describe('toUserManagerSettings', () => {
  it('uses the pinned defaults: silent renew timeout 10 s, expiring notice 60 s, stale state 900 s', () => {
    const settings = toUserManagerSettings(validSettings(), memoryStorage());
    expect(settings.silentRequestTimeoutInSeconds).toBe(10);
    expect(settings.accessTokenExpiringNotificationTimeInSeconds).toBe(60);
    expect(settings.staleStateAgeInSeconds).toBe(900);
  });

  it('keeps timings the caller sets', () => {
    const settings = toUserManagerSettings(
      {
        ...validSettings(),
        silentRequestTimeoutInSeconds: 5,
        accessTokenExpiringNotificationTimeInSeconds: 30,
        staleStateAgeInSeconds: 300,
      },
      memoryStorage(),
    );
    expect(settings.silentRequestTimeoutInSeconds).toBe(5);
    expect(settings.accessTokenExpiringNotificationTimeInSeconds).toBe(30);
    expect(settings.staleStateAgeInSeconds).toBe(300);
  });

  it('passes the six required settings through unchanged', () => {
    const settings = toUserManagerSettings(validSettings(), memoryStorage());
    expect(settings).toMatchObject(validSettings());
  });

  it('keeps users and sign-in state in the client storage under the czen.oidc. prefix by default', async () => {
    const storage = memoryStorage();
    const { userStore, stateStore } = toUserManagerSettings(validSettings(), storage);
    await userStore?.set(`user:${AUTHORITY}:${CLIENT_ID}`, '{"access_token":"a"}');
    await stateStore?.set('abc123', '{}');
    expect(storage.getItem(storedUserKey({ authority: AUTHORITY, clientId: CLIENT_ID }))).toBe('{"access_token":"a"}');
    expect(storage.getItem('czen.oidc.user:https://id.site.example/oidc:hearth-web')).toBe('{"access_token":"a"}');
    expect(storage.getItem('czen.oidc.abc123')).toBe('{}');
  });

  it('uses a prefix the caller sets, and does not hand it to UserManager', async () => {
    const storage = memoryStorage();
    const settings = toUserManagerSettings({ ...validSettings(), prefix: 'site.' }, storage);
    await settings.userStore?.set('k', 'v');
    expect(storage.getItem('site.k')).toBe('v');
    expect(storage.getItem('czen.oidc.k')).toBeNull();
    expect('prefix' in settings).toBe(false);
  });
});
