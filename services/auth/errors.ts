/** The messages word for word: callers and support match on them, so do not reword them. */
export const MISSING_SETTINGS_MESSAGE = 'AuthService: Missing required settings';
export const MISSING_CLIENT_STORAGE_MESSAGE = 'ClientStorage not found';
export const NOT_INITIALIZED_MESSAGE = 'UserManager is not initialized';
export const MISSING_POST_LOGOUT_REDIRECT_MESSAGE = 'post_logout_redirect_uri setting is not provided';

/** Its own class so a caller can tell "too early" (retry after init) from a provider failure. */
export class InitializationError extends Error {
  override readonly name = 'InitializationError';

  constructor(message: string = NOT_INITIALIZED_MESSAGE) {
    super(message);
  }
}
