import { InitializationError, MISSING_CLIENT_STORAGE_MESSAGE, MISSING_POST_LOGOUT_REDIRECT_MESSAGE } from './errors';
import { revokeUserTokens } from './revoke-tokens';
import { FALLBACK_RETURN_PATH, safeReturnPath } from './safe-return-path';
import { assertRequiredSettings, type AuthSettings } from './settings';
import { isSessionTokenValid } from './token-validity';
import {
  createUserManager as createSiteUserManager,
  type CreateUserManager,
  type SessionUser,
  type UserManagerLike,
} from './user-manager';
import { toUserManagerSettings } from './user-manager-settings';

export interface AuthServiceOptions {
  /** Tests pass a fake; production uses oidc-client-ts's UserManager. */
  createUserManager?: CreateUserManager;
  /** The path and query string of the page the visitor is on; window.location by default. */
  currentPath?: () => string;
  now?: () => number;
}

function browserPath(): string {
  return typeof window === 'undefined' ? FALLBACK_RETURN_PATH : window.location.pathname + window.location.search;
}

/** The callback page applies the return path on its own origin, so that is the origin it must stay on. */
function callbackOrigin(redirectUri: string): string {
  try {
    return new URL(redirectUri).origin;
  } catch {
    return 'null';
  }
}

/**
 * The sign-in actions (sign-in, silent sign-in and renew, sign-out and its
 * callback, revocation) over oidc-client-ts. The user manager only exists
 * after init(), so a page can build the service during render and start
 * talking to the provider once it is in the browser.
 */
export class AuthService {
  // The caller's own object, read when used: post_logout_redirect_uri is checked again at the sign-out callback.
  private readonly settings: AuthSettings;
  private readonly clientStorage: Storage;
  private readonly createUserManager: CreateUserManager;
  private readonly currentPath: () => string;
  private readonly now: () => number;
  private manager: UserManagerLike | undefined;

  /** Partial because settings usually come from environment variables; the constructor is where they are checked. */
  constructor(
    settings: Partial<AuthSettings> | null | undefined,
    clientStorage: Storage | null | undefined,
    options: AuthServiceOptions = {},
  ) {
    assertRequiredSettings(settings);
    if (!clientStorage) throw new Error(MISSING_CLIENT_STORAGE_MESSAGE);
    this.settings = settings;
    this.clientStorage = clientStorage;
    this.createUserManager = options.createUserManager ?? createSiteUserManager;
    this.currentPath = options.currentPath ?? browserPath;
    this.now = options.now ?? Date.now;
  }

  get isInitialized(): boolean {
    return this.manager !== undefined;
  }

  /** Once only: a second user manager would run a second silent-renew timer on the same stored user. */
  init(): void {
    this.manager ??= this.createUserManager(toUserManagerSettings(this.settings, this.clientStorage));
  }

  // The asynchronous actions are all `async`, so "too early" always arrives as a rejection, never a throw.
  private userManager(): UserManagerLike {
    if (!this.manager) throw new InitializationError();
    return this.manager;
  }

  /** Clears the stored user first, so nothing of the previous session outlives a new sign-in. */
  async signIn(returnTo: string = this.currentPath()): Promise<void> {
    const manager = this.userManager();
    const state = safeReturnPath(returnTo, callbackOrigin(this.settings.redirect_uri));
    await manager.removeUser();
    await manager.signinRedirect({ state });
  }

  async signInSilent(): Promise<SessionUser | null> {
    return this.userManager().signinSilent();
  }

  async signOut(): Promise<void> {
    const manager = this.userManager();
    await manager.clearStaleState();
    const user = await manager.getUser();
    await manager.signoutRedirect({
      id_token_hint: user?.id_token ?? '',
      post_logout_redirect_uri: this.settings.post_logout_redirect_uri,
    });
  }

  /** Finishes the provider's sign-out and resolves with the page to show next. */
  async signOutCallback(url?: string): Promise<string> {
    const manager = this.userManager();
    const next = this.settings.post_logout_redirect_uri;
    if (!next) throw new Error(MISSING_POST_LOGOUT_REDIRECT_MESSAGE);
    await manager.signoutRedirectCallback(url);
    return next;
  }

  async revokeTokens(): Promise<void> {
    return revokeUserTokens(this.userManager());
  }

  async getUser(): Promise<SessionUser | null> {
    return this.userManager().getUser();
  }

  async removeUser(): Promise<void> {
    return this.userManager().removeUser();
  }

  startSilentRenew(): void {
    this.userManager().startSilentRenew();
  }

  stopSilentRenew(): void {
    this.userManager().stopSilentRenew();
  }

  /** Pure, so usable before init(). */
  isTokenValid(user: Pick<SessionUser, 'access_token' | 'expires_at'> | null | undefined, offsetSeconds = 0): boolean {
    return isSessionTokenValid(user, offsetSeconds, this.now());
  }
}
