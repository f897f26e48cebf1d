/**
 * The server-side initial load: who is signed in, from the
 * session cookie, and their member record from the Member query sent with the
 * session's access token as bearer. Runs in a route handler, so every
 * marketing page stays static; the header asks for it after mount.
 */
import type { NextRequest } from 'next/server';
import { authStateFromSession } from '@/services/auth/auth-state';
import type { Member } from '@/services/graphql/operations/member';
import { serverLogger } from '@/services/logging/server-logger';
import { liveSessionToken } from './server-session';

export type SessionMember =
  | { signedIn: false }
  | {
      signedIn: true;
      firstName: string | null;
      memberType: string | null;
      isImpersonated: boolean;
      memberUuid: string | null;
      member: Member | null;
    };

const MEMBER_QUERY = 'query Member { member { displayName email firstName homepayAccountStatusV2 id lastName } }';

async function fetchMember(upstream: string, accessToken: string): Promise<Member | null> {
  try {
    const response = await fetch(upstream, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        authorization: `Bearer ${accessToken}`,
      },
      body: JSON.stringify({ operationName: 'Member', query: MEMBER_QUERY }),
      signal: AbortSignal.timeout(5000),
    });
    const body: unknown = await response.json();
    const member =
      typeof body === 'object' && body !== null ? Reflect.get(Reflect.get(body, 'data') ?? {}, 'member') : null;
    if (!response.ok || !member) {
      serverLogger.warn({ status: response.status }, 'Member lookup at page start returned no member');
      return null;
    }
    return member as Member;
  } catch (error) {
    serverLogger.warn(
      { error: error instanceof Error ? error.message : String(error) },
      'Member lookup at page start failed',
    );
    return null;
  }
}

export async function sessionMember(
  request: NextRequest,
  env: Readonly<Record<string, string | undefined>> = process.env,
): Promise<SessionMember> {
  // A cookie whose session was signed out, timed out or never known to the store counts for nothing.
  const token = await liveSessionToken(request, env);
  if (!token?.sub) return { signedIn: false };
  const member =
    token.accessToken && env.GRAPHQL_UPSTREAM_URL
      ? await fetchMember(env.GRAPHQL_UPSTREAM_URL, token.accessToken)
      : null;
  // The session is 'authenticated'; impersonated when the token says so, memberUuid from it.
  const auth = authStateFromSession({
    state: 'authenticated',
    jwt: { sub: token.sub, impersonated: token.impersonated ?? null },
  });
  return {
    signedIn: true,
    firstName: member?.firstName ?? token.firstName ?? null,
    memberType: token.memberType ?? null,
    isImpersonated: auth.isImpersonated,
    memberUuid: auth.memberUuid ?? null,
    member,
  };
}
