/**
 * next-auth against any OpenID Connect provider, configured from the
 * environment: OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, NEXTAUTH_URL,
 * NEXTAUTH_SECRET. Authorization code with PKCE, state and nonce; the
 * session is an encrypted JWT cookie (HttpOnly, SameSite=Lax, __Secure- and
 * Secure whenever NEXTAUTH_URL is https). Tokens stay on the server.
 */
import type { NextAuthOptions } from 'next-auth';
import type { OAuthConfig } from 'next-auth/providers/oauth';
import { safeReturnPath } from '@/services/auth/safe-return-path';
import { needsRenewal, renewed } from './refresh';
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
  return {
    secret: env.NEXTAUTH_SECRET,
    providers: [identityProvider(env)],
    session: { strategy: 'jwt' },
    pages: { error: '/sign-in-problem' },
    callbacks: {
      async jwt({ token, account, profile }) {
        if (account) {
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
        const now = Math.floor(Date.now() / 1000);
        if (!account && needsRenewal(token, now)) {
          // next-auth treats a token without a subject as signed out.
          return (await renewed(token, env, now)) ?? {};
        }
        return token;
      },
      session({ session, token }) {
        return { ...session, firstName: token.firstName, memberType: token.memberType, impersonated: token.impersonated };
      },
      // Only ever back to this site: anything else lands on the home page.
      redirect({ url, baseUrl }) {
        return `${baseUrl}${safeReturnPath(url, baseUrl)}`;
      },
    },
  };
}
