/**
 * The core site's browser session (the stored user record), written by
 * its OpenID Connect client under `<prefix>user:<authority>:<client_id>`.
 * This site only reads it: to decide whether a member lookup may run and
 * which bearer token to send.
 */
export const DEFAULT_STORAGE_PREFIX = 'czen.oidc.';

export interface StoredUser {
  access_token: string;
  id_token?: string;
  refresh_token?: string;
  /** Seconds since the epoch. */
  expires_at?: number;
}

export interface StoredUserLocation {
  authority: string;
  clientId: string;
  prefix?: string;
}

export const storedUserKey = ({ authority, clientId, prefix = DEFAULT_STORAGE_PREFIX }: StoredUserLocation): string =>
  `${prefix}user:${authority}:${clientId}`;

/** The record, or undefined when it is absent, not JSON, or has no access token. */
export function readStoredUser(
  storage: Pick<Storage, 'getItem'> | undefined,
  location: StoredUserLocation,
): StoredUser | undefined {
  let raw: string | null | undefined;
  try {
    raw = storage?.getItem(storedUserKey(location));
  } catch {
    return undefined;
  }
  if (!raw) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const record: { access_token?: unknown; id_token?: unknown; refresh_token?: unknown; expires_at?: unknown } = parsed;
  if (typeof record.access_token !== 'string' || record.access_token === '') return undefined;
  return {
    access_token: record.access_token,
    ...(typeof record.id_token === 'string' ? { id_token: record.id_token } : {}),
    ...(typeof record.refresh_token === 'string' ? { refresh_token: record.refresh_token } : {}),
    ...(typeof record.expires_at === 'number' && Number.isFinite(record.expires_at)
      ? { expires_at: record.expires_at }
      : {}),
  };
}

/** Valid when expires_at minus the offset is later than now. A record without expires_at is not trusted. */
export function isTokenValid(user: StoredUser, nowMs: number, offsetSeconds = 0): boolean {
  return user.expires_at !== undefined && (user.expires_at - offsetSeconds) * 1000 > nowMs;
}
