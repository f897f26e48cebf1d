import type { Member } from '@/services/graphql/operations/member';

/** The session, as next-auth hands it over. */
export interface AuthSession {
  state: 'authenticated' | 'unauthenticated' | 'loading';
  jwt?: { sub?: string; impersonated?: string | null };
  jwtEncoded?: string;
}

/** Who is signed in, and whether as an impersonated member. */
export interface AuthState {
  isLoggedIn: boolean;
  isImpersonated: boolean;
  memberUuid: string | undefined;
  member: Member | null;
}

export const ANONYMOUS_AUTH_STATE: AuthState = {
  isLoggedIn: false,
  isImpersonated: false,
  memberUuid: undefined,
  member: null,
};

/**
 * 'authenticated' means logged in; an impersonated field on the token
 * means impersonated, and then the member shown is the impersonated one.
 * The member itself only arrives with the member lookup.
 */
export function authStateFromSession(session: AuthSession | null | undefined): AuthState {
  if (session?.state !== 'authenticated') return ANONYMOUS_AUTH_STATE;
  const impersonated = session.jwt?.impersonated ?? undefined;
  return {
    isLoggedIn: true,
    isImpersonated: impersonated !== undefined,
    memberUuid: impersonated ?? session.jwt?.sub,
    member: null,
  };
}

/** Once the member lookup answers, that member is who is signed in, and not impersonated. */
export const authStateFromMember = (member: Member): AuthState => ({
  isLoggedIn: true,
  isImpersonated: false,
  memberUuid: member.id,
  member,
});

/** Member ids look like "1001_client"; analytics knows the member by the part before the underscore. */
export function analyticsUserId(memberId: string): string {
  const underscore = memberId.indexOf('_');
  return underscore === -1 ? memberId : memberId.slice(0, underscore);
}
