/**
 * next-auth against any OpenID Connect provider, configured from the
 * environment: OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, NEXTAUTH_URL,
 * NEXTAUTH_SECRET. Authorization code with PKCE, state and nonce; the
 * session is an encrypted JWT cookie (HttpOnly, SameSite=Lax, __Secure- and
 * Secure whenever NEXTAUTH_URL is https) that names a record in the session
 * store: sign-out deletes the record, and every copy of the cookie is dead at
 * once. Tokens stay on the server.
 */
import type { NextAuthOptions } from 'next-auth';
import type { OAuthConfig } from 'next-auth/providers/oauth';
import { safeReturnPath } from '@/services/auth/safe-return-path';
import { needsRenewal, renewed } from './refresh';
import { nextAuthLogger } from './next-auth-logger';
import { isLive, sessionKeeper } from './server-session';
import { SessionEnded } from './session-ended';
import { sessionLifetime } from './session-lifetime';
import './types';

import { PROVIDER_ID } from './provider-id';

export { PROVIDER_ID };

interface IdTokenProfile {
  sub: string;
  name?: string;
  email?: string;
  given_name?: string;
  member_type?: string;
  impersonated?: string;
}

type Env = Readonly<Record<string, string | undefined>>;

export function identityProvider(env: Env): OAuthConfig<IdTokenProfile> {
  return {
    id: PROVIDER_ID,
    name: 'Hearth Payroll',
    type: 'oauth',
    wellKnown: `${env.OIDC_ISSUER ?? ''}/.well-known/openid-configuration`,
    clientId: env.OIDC_CLIENT_ID ?? '',
    clientSecret: env.OIDC_CLIENT_SECRET ?? '',
    authorization: { params: { scope: 'openid profile email offline_access' } },
    idToken: true,
    checks: ['pkce', 'state', 'nonce'],
    profile: (profile) => ({ id: profile.sub, name: profile.name ?? null, email: profile.email ?? null }),
  };
}

export function authOptions(env: Env = process.env): NextAuthOptions {
  const keeper = sessionKeeper(env);
  return {
    secret: env.NEXTAUTH_SECRET,
    providers: [identityProvider(env)],
    // The cookie lives no longer than the session's record may.
    session: { strategy: 'jwt', maxAge: sessionLifetime(env).absoluteSeconds },
    // The site's own pages, in its header and footer and working without script, in place of next-auth's bare ones.
    pages: { signIn: '/sign-in', signOut: '/sign-out', error: '/sign-in-problem' },
    logger: nextAuthLogger,
    callbacks: {
      async jwt({ token, account, profile }) {
        if (account) {
          token.sid = await keeper.begin(token.sub ?? '');
          token.accessToken = account.access_token;
          token.idToken = account.id_token;
          token.refreshToken = account.refresh_token;
          token.expiresAt = account.expires_at;
        }
        if (profile) {
          const claims: IdTokenProfile = { sub: token.sub ?? '', ...profile };
          token.firstName = claims.given_name;
          token.memberType = claims.member_type;
          token.impersonated = claims.impersonated;
        }
        if (account) return token;
        // Thrown, so next-auth clears the cookie and answers with no session.
        if (!(await isLive(token, keeper))) throw new SessionEnded();
        const now = Math.floor(Date.now() / 1000);
        if (!needsRenewal(token, now)) return token;
        const renewedToken = await renewed(token, env, now);
        if (renewedToken) return renewedToken;
        await keeper.end(token.sid);
        throw new SessionEnded();
      },
      // The browser gets who is signed in, not their e-mail address or tokens.
      session({ session, token }) {
        return {
          expires: session.expires,
          firstName: token.firstName,
          memberType: token.memberType,
          impersonated: token.impersonated,
        };
      },
      // Only ever back to this site: anything else lands on the home page.
      redirect({ url, baseUrl }) {
        return `${baseUrl}${safeReturnPath(url, baseUrl)}`;
      },
    },
  };
}
