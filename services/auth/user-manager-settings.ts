import { WebStorageStateStore, type UserManagerSettings } from 'oidc-client-ts';
import {
  DEFAULT_EXPIRING_NOTICE_SECONDS,
  DEFAULT_SILENT_RENEW_TIMEOUT_SECONDS,
  DEFAULT_STALE_STATE_AGE_SECONDS,
  storagePrefix,
  type AuthSettings,
} from './settings';

/**
 * The site's settings as oidc-client-ts wants them. Both stores use the
 * caller's client storage with the same prefix, so the user record lands on
 * exactly the key services/graphql/stored-user.ts reads (oidc-client-ts names
 * it `user:<authority>:<client_id>` and the store prepends the prefix).
 */
export function toUserManagerSettings(settings: AuthSettings, clientStorage: Storage): UserManagerSettings {
  // The prefix belongs to the stores, not to UserManager.
  const { prefix, ...userManagerOwn } = settings;
  const store = new WebStorageStateStore({ store: clientStorage, prefix: storagePrefix({ prefix }) });
  return {
    ...userManagerOwn,
    silentRequestTimeoutInSeconds: settings.silentRequestTimeoutInSeconds ?? DEFAULT_SILENT_RENEW_TIMEOUT_SECONDS,
    accessTokenExpiringNotificationTimeInSeconds:
      settings.accessTokenExpiringNotificationTimeInSeconds ?? DEFAULT_EXPIRING_NOTICE_SECONDS,
    staleStateAgeInSeconds: settings.staleStateAgeInSeconds ?? DEFAULT_STALE_STATE_AGE_SECONDS,
    userStore: store,
    stateStore: store,
  };
}
