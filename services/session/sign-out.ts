/**
 * Sign-out (seed §4): every token that is a string is revoked at the
 * provider, the session cookies are cleared, and the browser goes through the
 * provider's end-session endpoint with the ID token as hint (empty when
 * absent) and the post-logout redirect URI. POST only, from this site only.
 */
import { SIGN_IN_COOKIES } from '@/services/privacy/stored-names';
import { getToken } from 'next-auth/jwt';
import type { NextRequest } from 'next/server';
import { serverLogger } from '@/services/logging/server-logger';

type Env = Readonly<Record<string, string | undefined>>;

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
  const credentials = Buffer.from(`${encodeURIComponent(env.OIDC_CLIENT_ID ?? '')}:${encodeURIComponent(env.OIDC_CLIENT_SECRET ?? '')}`).toString('base64');
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { authorization: `Basic ${credentials}` },
    body: new URLSearchParams({ token, token_type_hint: hint }),
    signal: AbortSignal.timeout(5000),
  });
  if (!response.ok) serverLogger.warn({ status: response.status, hint }, 'token revocation refused');
}

/** next-auth's cookies, under both the plain and the __Secure- names. */

export async function signOut(request: NextRequest, env: Env = process.env): Promise<Response> {
  const siteUrl = env.NEXTAUTH_URL ?? new URL(request.url).origin;
  const origin = request.headers.get('origin');
  if (origin !== null && origin !== new URL(siteUrl).origin) return Response.json({ error: 'sign-out must come from this site' }, { status: 403 });

  const token = await getToken({ req: request, secret: env.NEXTAUTH_SECRET }).catch(() => null);
  let target = new URL('/', siteUrl).toString();
  if (token && env.OIDC_ISSUER) {
    try {
      const found = await endpoints(env.OIDC_ISSUER);
      if (found.revocation_endpoint) {
        const revocations = [
          ['access_token', token.accessToken],
          ['refresh_token', token.refreshToken],
        ].flatMap(([hint, value]) => (typeof value === 'string' && typeof hint === 'string' ? [revoke(found.revocation_endpoint ?? '', value, hint, env)] : []));
        await Promise.all(revocations);
      }
      if (found.end_session_endpoint) {
        const end = new URL(found.end_session_endpoint);
        end.searchParams.set('id_token_hint', token.idToken ?? '');
        end.searchParams.set('post_logout_redirect_uri', new URL('/', siteUrl).toString());
        end.searchParams.set('client_id', env.OIDC_CLIENT_ID ?? '');
        target = end.toString();
      }
    } catch (error) {
      // The provider being down must not keep anyone signed in here: the local session still ends.
      serverLogger.warn({ error: error instanceof Error ? error.message : String(error) }, 'sign-out could not reach the identity provider');
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
