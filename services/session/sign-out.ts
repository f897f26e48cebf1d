/**
 * Sign-out: the session's record is deleted first (every copy of the cookie is dead from then on, on every
 * instance), the refresh token is revoked at the provider, the session cookies are cleared, and the browser goes
 * through the provider's end-session endpoint, which sends it back to the page it signed out from. POST only,
 * and only with this site's Origin: a form on another site cannot sign a member out, and neither can a request
 * that hides where it came from.
 */
import { SIGN_IN_COOKIES } from '@/services/privacy/stored-names';
import { getToken } from 'next-auth/jwt';
import type { NextRequest } from 'next/server';
import { safeReturnPath } from '@/services/auth/safe-return-path';
import { readBodyWithin } from '@/services/logging/read-body';
import { serverLogger } from '@/services/logging/server-logger';
import { sessionKeeper } from './server-session';
import type { SessionKeeper } from './session-keeper';

type Env = Readonly<Record<string, string | undefined>>;

/** Where the provider sends the browser after its end-session page; the return path travels in `state`. */
export const SIGNED_OUT_PATH = '/api/sign-out/done';
const FORM_LIMIT_BYTES = 4096;

interface ProviderEndpoints {
  revocation_endpoint?: string;
  end_session_endpoint?: string;
}

async function endpoints(issuer: string): Promise<ProviderEndpoints> {
  const response = await fetch(`${issuer}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(5000) });
  if (!response.ok) throw new Error(`discovery answered ${response.status}`);
  return (await response.json()) as ProviderEndpoints;
}

async function revoke(endpoint: string, token: string, hint: string, env: Env): Promise<void> {
  const credentials = Buffer.from(
    `${encodeURIComponent(env.OIDC_CLIENT_ID ?? '')}:${encodeURIComponent(env.OIDC_CLIENT_SECRET ?? '')}`,
  ).toString('base64');
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { authorization: `Basic ${credentials}` },
    body: new URLSearchParams({ token, token_type_hint: hint }),
    signal: AbortSignal.timeout(5000),
  });
  if (!response.ok) serverLogger.warn({ status: response.status, hint }, 'token revocation refused');
}

// A JWT access token is checked by its signature alone, so providers refuse to revoke it (RFC 7009's
// unsupported_token_type); revoking the refresh token ends its grant, and the session no longer reaches it.
const isStructured = (token: string): boolean => token.split('.').length === 3;

/** The page the visitor signed out from, from the form's `returnTo`; the home page when absent or not on this site. */
async function returnPathOf(request: NextRequest, siteUrl: string): Promise<string> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') return '/';
  const body = await readBodyWithin(request, FORM_LIMIT_BYTES).catch(() => undefined);
  if (!body?.ok) return '/';
  return safeReturnPath(new URLSearchParams(body.text).get('returnTo'), siteUrl);
}

function refuse(reason: string): Response {
  return Response.json({ error: reason }, { status: 403, headers: { 'cache-control': 'no-store' } });
}

export async function signOut(
  request: NextRequest,
  env: Env = process.env,
  keeper: SessionKeeper = sessionKeeper(env),
): Promise<Response> {
  const siteUrl = env.NEXTAUTH_URL ?? new URL(request.url).origin;
  const origin = request.headers.get('origin');
  if (origin === null)
    return refuse('sign-out must come from a page of this site, and this request does not say where it came from');
  if (origin !== new URL(siteUrl).origin) return refuse('sign-out must come from a page of this site');

  const returnPath = await returnPathOf(request, siteUrl);
  const token = await getToken({ req: request, secret: env.NEXTAUTH_SECRET }).catch(() => null);
  let target = new URL(returnPath, siteUrl).toString();
  if (token) {
    try {
      await keeper.end(token.sid);
    } catch (error) {
      serverLogger.error({ error }, 'the session record could not be deleted: it ends at its idle timeout');
    }
  }
  if (token && env.OIDC_ISSUER) {
    try {
      const found = await endpoints(env.OIDC_ISSUER);
      const revocable = [
        ['refresh_token', token.refreshToken],
        ['access_token', token.accessToken],
      ].flatMap(([hint, value]) =>
        typeof value === 'string' && typeof hint === 'string' && !isStructured(value) ? [{ hint, value }] : [],
      );
      if (found.revocation_endpoint) {
        const endpoint = found.revocation_endpoint;
        await Promise.all(revocable.map(({ hint, value }) => revoke(endpoint, value, hint, env)));
      }
      if (found.end_session_endpoint) {
        const end = new URL(found.end_session_endpoint);
        end.searchParams.set('id_token_hint', token.idToken ?? '');
        end.searchParams.set('post_logout_redirect_uri', new URL(SIGNED_OUT_PATH, siteUrl).toString());
        end.searchParams.set('state', returnPath);
        end.searchParams.set('client_id', env.OIDC_CLIENT_ID ?? '');
        target = end.toString();
      }
    } catch (error) {
      // The provider being down must not keep anyone signed in here: the local session has already ended.
      serverLogger.warn({ error }, 'sign-out could not reach the identity provider');
    }
  }
  const response = new Response(null, { status: 303, headers: { location: target, 'cache-control': 'no-store' } });
  for (const name of SIGN_IN_COOKIES) {
    for (const cookie of [name, `__Secure-${name}`, `__Host-${name}`]) {
      const secure = cookie.startsWith('__') ? '; Secure' : '';
      response.headers.append('set-cookie', `${cookie}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`);
    }
  }
  return response;
}

/** The provider's return after its end-session page: on to the page the visitor signed out from. */
export function signedOutReturn(request: NextRequest, env: Env = process.env): Response {
  const siteUrl = env.NEXTAUTH_URL ?? new URL(request.url).origin;
  const path = safeReturnPath(request.nextUrl.searchParams.get('state'), siteUrl);
  return new Response(null, {
    status: 303,
    headers: { location: new URL(path, siteUrl).toString(), 'cache-control': 'no-store' },
  });
}
