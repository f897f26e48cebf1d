export { AuthService, type AuthServiceOptions } from './auth-service';
export { ANONYMOUS_AUTH_STATE, analyticsUserId, authStateFromMember, authStateFromSession, type AuthSession, type AuthState } from './auth-state';
export { InitializationError } from './errors';
export { safeReturnPath } from './safe-return-path';
export type { AuthSettings } from './settings';
export { isSessionTokenValid } from './token-validity';
export type { CreateUserManager, SessionUser, UserManagerLike } from './user-manager';
