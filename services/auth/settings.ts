import { DEFAULT_STORAGE_PREFIX } from '@/services/graphql/stored-user';
import { MISSING_SETTINGS_MESSAGE } from './errors';

/** The sign-in settings: all six are required. */
export const REQUIRED_SETTINGS = [
  'authority',
  'client_id',
  'redirect_uri',
  'response_type',
  'scope',
  'post_logout_redirect_uri',
] as const;

export type RequiredSetting = (typeof REQUIRED_SETTINGS)[number];

/** The identity client's defaults, pinned here so a library upgrade cannot move them. */
export const DEFAULT_SILENT_RENEW_TIMEOUT_SECONDS = 10;
export const DEFAULT_EXPIRING_NOTICE_SECONDS = 60;
export const DEFAULT_STALE_STATE_AGE_SECONDS = 900;

export type AuthSettings = Record<RequiredSetting, string> & {
  /** Storage key prefix; the stored user record lives at `<prefix>user:<authority>:<client_id>`. */
  prefix?: string;
  silent_redirect_uri?: string;
  automaticSilentRenew?: boolean;
  silentRequestTimeoutInSeconds?: number;
  accessTokenExpiringNotificationTimeInSeconds?: number;
  staleStateAgeInSeconds?: number;
  loadUserInfo?: boolean;
  monitorSession?: boolean;
  extraQueryParams?: Record<string, string | number | boolean>;
};

/**
 * Settings usually come from environment variables, where "missing" often
 * arrives as an empty string, so blank counts as missing.
 */
export function assertRequiredSettings(
  settings: Partial<AuthSettings> | null | undefined,
): asserts settings is AuthSettings {
  const complete = REQUIRED_SETTINGS.every((name) => {
    const value: unknown = settings?.[name];
    return typeof value === 'string' && value.trim() !== '';
  });
  if (!complete) throw new Error(MISSING_SETTINGS_MESSAGE);
}

export const storagePrefix = (settings: Pick<AuthSettings, 'prefix'>): string =>
  settings.prefix ?? DEFAULT_STORAGE_PREFIX;
