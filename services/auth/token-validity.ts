import { isTokenValid } from '@/services/graphql/stored-user';
import type { SessionUser } from './user-manager';

/**
 * Valid while expires_at minus the offset is later than now: the same rule the
 * GraphQL auth link uses, so the sign-in
 * code and the member lookup never disagree about an expiry. The offset lets a
 * caller treat a token that is about to expire as expired already. Without
 * an access token there is nothing to be valid.
 */
export function isSessionTokenValid(
  user: Pick<SessionUser, 'access_token' | 'expires_at'> | null | undefined,
  offsetSeconds = 0,
  nowMs: number = Date.now(),
): boolean {
  if (typeof user?.access_token !== 'string') return false;
  return isTokenValid({ access_token: user.access_token, expires_at: user.expires_at }, nowMs, offsetSeconds);
}
