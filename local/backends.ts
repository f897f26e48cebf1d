/**
 * The local stand-ins for the site's outside services, on loopback, for
 * `npm start` and the end-to-end tests: each announces itself in one line,
 * `<Name>: http://127.0.0.1:<port>...`, and `siteEnv` is what the site needs
 * to use them (the same variables production sets to the real services).
 */
import { startBotCheckServer } from './bot-check/server';
import { LOCAL_BOT_CHECK_SECRET, LOCAL_BOT_CHECK_SITE_KEY, LOCAL_TOKEN_AUDIENCE, LOCAL_TOKEN_ISSUER } from './config';
import { startGraphqlServer } from './graphql/server';
import { createLocalKeys } from './graphql/token-mint';

export interface LocalBackends {
  lines: string[];
  siteEnv: Record<string, string>;
  graphqlOrigin: string;
  botCheckOrigin: string;
  close(): Promise<void>;
}

export async function startLocalBackends(ports: { graphql?: number; botCheck?: number } = {}): Promise<LocalBackends> {
  const botCheck = await startBotCheckServer({ port: ports.botCheck ?? 0, siteKey: LOCAL_BOT_CHECK_SITE_KEY, secret: LOCAL_BOT_CHECK_SECRET });
  const keys = await createLocalKeys(LOCAL_TOKEN_ISSUER, LOCAL_TOKEN_AUDIENCE);
  const graphql = await startGraphqlServer({
    port: ports.graphql ?? 0,
    trust: { issuer: LOCAL_TOKEN_ISSUER, audience: LOCAL_TOKEN_AUDIENCE, jwks: keys.jwks },
    mint: keys.mint,
    botCheck: { verifyUrl: botCheck.verifyUrl, secret: LOCAL_BOT_CHECK_SECRET },
  });
  return {
    lines: [`GraphQL: ${graphql.url}`, `Bot check: ${botCheck.origin} (site key ${LOCAL_BOT_CHECK_SITE_KEY})`],
    siteEnv: {
      GRAPHQL_UPSTREAM_URL: graphql.url,
      BOT_CHECK_SCRIPT_URL: botCheck.scriptUrl,
      BOT_CHECK_SITE_KEY: LOCAL_BOT_CHECK_SITE_KEY,
      // The stored user record's key names the token issuer and the client; the local tokens use these.
      OIDC_AUTHORITY: LOCAL_TOKEN_ISSUER,
      OIDC_CLIENT_ID: LOCAL_TOKEN_AUDIENCE,
    },
    graphqlOrigin: graphql.origin,
    botCheckOrigin: botCheck.origin,
    close: async () => {
      await Promise.all([graphql.close(), botCheck.close()]);
    },
  };
}
