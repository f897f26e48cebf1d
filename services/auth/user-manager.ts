import { UserManager, type UserManagerSettings } from 'oidc-client-ts';

/**
 * The tokens the facade reads and rewrites; oidc-client-ts's own User fits.
 * Revocation sets the non-access tokens to null, and the record is
 * read back from client storage without validation, so any token may be
 * missing or null.
 */
export interface SessionUser {
  access_token?: string | null;
  refresh_token?: string | null;
  id_token?: string | null;
  /** Seconds since the epoch. */
  expires_at?: number;
}

/** RFC 7009 only defines hints for these two; an id token is sent without one. */
export type RevocationHint = 'access_token' | 'refresh_token';

/**
 * The part of oidc-client-ts's UserManager the facade uses, so its rules can
 * be tested against a fake. The facade only ever hands storeUser and
 * events.load the user object it got from getUser, so the real manager always
 * receives its own User instances back.
 */
export interface UserManagerLike {
  readonly events: { load(user: SessionUser): Promise<void> };
  getUser(): Promise<SessionUser | null>;
  storeUser(user: SessionUser | null): Promise<void>;
  removeUser(): Promise<void>;
  clearStaleState(): Promise<void>;
  signinRedirect(args: { state: string }): Promise<void>;
  signinSilent(): Promise<SessionUser | null>;
  signoutRedirect(args: { id_token_hint: string; post_logout_redirect_uri: string }): Promise<void>;
  signoutRedirectCallback(url?: string): Promise<unknown>;
  startSilentRenew(): void;
  stopSilentRenew(): void;
  revokeToken(token: string, hint?: RevocationHint): Promise<void>;
}

export type CreateUserManager = (settings: UserManagerSettings) => UserManagerLike;

/**
 * UserManager.revokeTokens can only revoke access and refresh tokens and
 * nulls them itself; this site revokes every token that is a string and keeps
 * the access token. The per-token call lives on the protected OIDC client,
 * so a subclass exposes it.
 */
export class SiteUserManager extends UserManager {
  revokeToken(token: string, hint?: RevocationHint): Promise<void> {
    return this._client.revokeToken(token, hint);
  }
}

export const createUserManager = (settings: UserManagerSettings): SiteUserManager => new SiteUserManager(settings);
