import { describe, expect, it } from 'vitest';
import { isTokenValid, readStoredUser, storedUserKey } from './stored-user';

const location = { authority: 'https://id.example.com', clientId: 'hp-web' };
const storage = (value: string | null) => ({
  getItem: (key: string) => (key === 'czen.oidc.user:https://id.example.com:hp-web' ? value : null),
});

describe('the stored user record', () => {
  it('lives under <prefix>user:<authority>:<client_id>, prefix czen.oidc. by default', () => {
    expect(storedUserKey(location)).toBe('czen.oidc.user:https://id.example.com:hp-web');
    expect(storedUserKey({ ...location, prefix: 'core.' })).toBe('core.user:https://id.example.com:hp-web');
  });

  it('is read with its tokens and expiry', () => {
    expect(
      readStoredUser(
        storage('{"access_token":"a","id_token":"i","refresh_token":"r","expires_at":1800000000,"profile":{}}'),
        location,
      ),
    ).toEqual({
      access_token: 'a',
      id_token: 'i',
      refresh_token: 'r',
      expires_at: 1800000000,
    });
  });

  it.each([['{not json'], ['null'], ['"a string"'], ['{"id_token":"i"}'], ['{"access_token":""}']])(
    'is ignored when it is %s',
    (raw) => {
      expect(readStoredUser(storage(raw), location)).toBeUndefined();
    },
  );

  it('is ignored when storage is missing or throws', () => {
    expect(readStoredUser(undefined, location)).toBeUndefined();
    expect(
      readStoredUser(
        {
          getItem: () => {
            throw new DOMException('blocked', 'SecurityError');
          },
        },
        location,
      ),
    ).toBeUndefined();
  });
});

describe('token validity', () => {
  const now = 1_800_000_000_000;
  it('is valid while expires_at minus the offset is later than now', () => {
    expect(isTokenValid({ access_token: 'a', expires_at: 1_800_000_001 }, now)).toBe(true);
    expect(isTokenValid({ access_token: 'a', expires_at: 1_800_000_000 }, now)).toBe(false);
    expect(isTokenValid({ access_token: 'a', expires_at: 1_800_000_030 }, now, 60)).toBe(false);
    expect(isTokenValid({ access_token: 'a', expires_at: 1_800_000_090 }, now, 60)).toBe(true);
  });

  it('is never assumed without expires_at', () => {
    expect(isTokenValid({ access_token: 'a' }, now)).toBe(false);
  });
});
