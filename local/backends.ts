/**
 * The local stand-ins for the site's outside services, on loopback, for
 * `npm start` and the end-to-end tests: each announces itself in one line,
 * `<Name>: http://127.0.0.1:<port>...`, and `siteEnv` is what the site needs
 * to use them (the same variables production sets to the real services).
 */
import { randomBytes } from 'node:crypto';
import { startAnalyticsCollector } from './analytics-collector/server';
import { startBotCheckServer } from './bot-check/server';
import {
  LOCAL_ANALYTICS_KEY,
  LOCAL_BOT_CHECK_SECRET,
  LOCAL_BOT_CHECK_SITE_KEY,
  LOCAL_OIDC_CLIENT_ID,
  LOCAL_OIDC_CLIENT_SECRET,
  LOCAL_TOKEN_AUDIENCE,
  LOCAL_TOKEN_ISSUER,
} from './config';
import { startGraphqlServer } from './graphql/server';
import { startEnrollmentStandIn } from './enrollment/server';
import { createLocalKeys } from './graphql/token-mint';
import { GRAPHQL_AUDIENCE, startIdentityProvider } from './identity/server';

export interface LocalBackends {
  lines: string[];
  siteEnv: Record<string, string>;
  graphqlOrigin: string;
  botCheckOrigin: string;
  analyticsOrigin: string;
  enrollmentOrigin: string;
  close(): Promise<void>;
}

export interface LocalBackendsOptions {
  /** Where the site will be served: the identity provider sends visitors back there. */
  siteOrigin: string;
  /** Loopback (the default), or every interface for a container that publishes the ports. */
  host?: string;
  /** Fixed ports (the compose demo); free ones by default. */
  ports?: { identity?: number; graphql?: number; botCheck?: number; analytics?: number; enrollment?: number };
}

export async function startLocalBackends({
  siteOrigin,
  host,
  ports = {},
}: LocalBackendsOptions): Promise<LocalBackends> {
  const identity = await startIdentityProvider({
    siteOrigin,
    host,
    port: ports.identity,
    clientId: LOCAL_OIDC_CLIENT_ID,
    clientSecret: LOCAL_OIDC_CLIENT_SECRET,
  });
  const botCheck = await startBotCheckServer({
    host,
    port: ports.botCheck,
    siteKey: LOCAL_BOT_CHECK_SITE_KEY,
    secret: LOCAL_BOT_CHECK_SECRET,
  });
  // Tests that need a member without going through sign-in mint a token with a local key (POST /__admin/tokens).
  const keys = await createLocalKeys(LOCAL_TOKEN_ISSUER, LOCAL_TOKEN_AUDIENCE);
  const graphql = await startGraphqlServer({
    host,
    port: ports.graphql,
    trust: [
      { issuer: identity.issuer, audience: GRAPHQL_AUDIENCE, jwks: new URL(identity.jwksUrl) },
      { issuer: LOCAL_TOKEN_ISSUER, audience: LOCAL_TOKEN_AUDIENCE, jwks: keys.jwks },
    ],
    mint: keys.mint,
    botCheck: { verifyUrl: botCheck.verifyUrl, secret: LOCAL_BOT_CHECK_SECRET },
  });
  const collector = await startAnalyticsCollector({ host, port: ports.analytics, apiKey: LOCAL_ANALYTICS_KEY });
  const enrollment = await startEnrollmentStandIn({ host, port: ports.enrollment });
  return {
    lines: [
      `Identity provider: ${identity.issuer} (test users client, none, pending, submitted, provider, impersonated; password "password")`,
      `GraphQL: ${graphql.url}`,
      `Bot check: ${botCheck.origin} (site key ${LOCAL_BOT_CHECK_SITE_KEY})`,
      `Analytics collector: ${collector.origin} (Amplitude HTTP API v2 at /2/httpapi, key ${LOCAL_ANALYTICS_KEY}; received batches at /__admin/batches)`,
      `Enrollment stand-in: ${enrollment.origin}/app/hp-enrollment/signup (contact-form messages at ${enrollment.contactEndpoint})`,
    ],
    siteEnv: {
      GRAPHQL_UPSTREAM_URL: graphql.url,
      BOT_CHECK_SCRIPT_URL: botCheck.scriptUrl,
      BOT_CHECK_SITE_KEY: LOCAL_BOT_CHECK_SITE_KEY,
      OIDC_ISSUER: identity.issuer,
      OIDC_CLIENT_ID: LOCAL_OIDC_CLIENT_ID,
      OIDC_CLIENT_SECRET: LOCAL_OIDC_CLIENT_SECRET,
      // The core site's stored user record is keyed by the same authority and client.
      OIDC_AUTHORITY: identity.issuer,
      NEXTAUTH_URL: siteOrigin,
      NEXTAUTH_SECRET: randomBytes(32).toString('base64url'),
      AMPLITUDE_API_KEY: LOCAL_ANALYTICS_KEY,
      AMPLITUDE_SERVER_URL: collector.serverUrl,
      ANALYTICS_ENVIRONMENT: 'local',
      ENROLLMENT_BASE_URL: enrollment.origin,
      CONTACT_ENDPOINT_URL: enrollment.contactEndpoint,
      BOT_CHECK_VERIFY_URL: botCheck.verifyUrl,
      BOT_CHECK_SECRET: LOCAL_BOT_CHECK_SECRET,
    },
    graphqlOrigin: graphql.origin,
    botCheckOrigin: botCheck.origin,
    analyticsOrigin: collector.origin,
    enrollmentOrigin: enrollment.origin,
    close: async () => {
      await Promise.all([graphql.close(), botCheck.close(), identity.close(), collector.close(), enrollment.close()]);
    },
  };
}
