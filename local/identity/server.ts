/**
 * A real OpenID Connect provider (oidc-provider) on loopback, so sign-in works
 * end to end on a machine without internet: discovery, JWKS, authorization
 * code with PKCE, refresh tokens, revocation and end-session are all real.
 * Access tokens for the GraphQL API are JWTs (resource indicators), which the
 * GraphQL server verifies against this provider's JWKS.
 */
import { createServer } from 'node:http';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';
import { listeningPort } from '../listening-port';
import { handleInteraction } from './interactions';
import { claimsOf, TEST_USERS } from './users';

export const GRAPHQL_AUDIENCE = 'hearth-graphql';

export interface IdentityProviderOptions {
  port?: number;
  /** The interface to listen on: loopback unless a container must publish the port (the compose demo). Addresses still name 127.0.0.1. */
  host?: string;
  /** The site's origin: where sign-in returns (next-auth's callback) and sign-out lands. */
  siteOrigin: string;
  clientId: string;
  clientSecret: string;
}

export interface RunningIdentityProvider {
  issuer: string;
  jwksUrl: string;
  close(): Promise<void>;
}

async function signingKeys() {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return {
    keys: [{ ...(await exportJWK(privateKey)), kid: `local-${Date.now().toString(36)}`, alg: 'RS256', use: 'sig' }],
  };
}

export async function startIdentityProvider({
  port = 0,
  host = '127.0.0.1',
  siteOrigin,
  clientId,
  clientSecret,
}: IdentityProviderOptions): Promise<RunningIdentityProvider> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const issuer = `http://127.0.0.1:${listeningPort(server)}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [`${siteOrigin}/api/auth/callback/hearth`],
        post_logout_redirect_uris: [`${siteOrigin}/`, `${siteOrigin}/api/sign-out/done`],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        scope: 'openid profile email offline_access',
      },
    ],
    jwks: await signingKeys(),
    pkce: { required: () => true },
    // next-auth reads the profile from the ID token, so the claims go there rather than only to userinfo.
    conformIdTokenClaims: false,
    claims: {
      openid: ['sub', 'member_type', 'impersonated'],
      profile: ['name', 'given_name', 'family_name'],
      email: ['email'],
    },
    findAccount: (_context, id) => {
      const user = TEST_USERS.find((candidate) => candidate.login === id);
      return user ? { accountId: user.login, claims: () => claimsOf(user) } : undefined;
    },
    extraTokenClaims: (_context, token) => {
      const user = TEST_USERS.find((candidate) => 'accountId' in token && candidate.login === token.accountId);
      return user?.impersonated ? { impersonated: user.impersonated } : undefined;
    },
    issueRefreshToken: async (_context, client) => client.grantTypeAllowed('refresh_token'),
    interactions: { url: (_context, interaction) => `/interaction/${interaction.uid}` },
    // The site is this provider's own first-party client: what it asks for is granted without a consent page.
    loadExistingGrant: async (context) => {
      const { client, session, provider: oidc } = context.oidc;
      if (!client || !session?.accountId) return undefined;
      const existing = session.grantIdFor(client.clientId);
      if (existing) return oidc.Grant.find(existing);
      const grant = new oidc.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid profile email offline_access');
      grant.addResourceScope('urn:hearth:graphql', 'member:read');
      await grant.save();
      session.grantIdFor(client.clientId, grant.jti);
      return grant;
    },
    ttl: {
      AccessToken: 600,
      IdToken: 600,
      RefreshToken: 24 * 3600,
      Session: 24 * 3600,
      Grant: 24 * 3600,
      Interaction: 3600,
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => 'urn:hearth:graphql',
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({
          scope: 'member:read',
          audience: GRAPHQL_AUDIENCE,
          accessTokenFormat: 'jwt',
          accessTokenTTL: 600,
        }),
      },
    },
  });
  const callback = provider.callback();
  let down = false;
  server.on('request', (req, res) => {
    void (async () => {
      // Tests switch the provider "down" to see the site's friendly failure.
      if (req.url === '/__admin/down' && req.method === 'POST') {
        down =
          (await new Promise<string>((resolve) => {
            let text = '';
            req.on('data', (chunk: Buffer) => (text += chunk.toString()));
            req.on('end', () => resolve(text));
          })) === 'true';
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ down }));
      }
      if (down) {
        res.writeHead(503, { 'content-type': 'text/plain' });
        return res.end('identity provider down (admin switch)');
      }
      if (await handleInteraction(provider, req, res)) return;
      callback(req, res);
    })().catch(() => {
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  return {
    issuer,
    jwksUrl: `${issuer}/jwks`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
