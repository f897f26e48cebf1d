/**
 * Settings the browser needs that belong to the deployment, not to the
 * build: read from the server's environment at request time by
 * /api/public-config, so the same build runs against local stand-ins, staging
 * and production. Only what may be public goes here.
 */
export interface PublicConfig {
  graphqlEndpoint: string;
  storedUser: { authority: string; clientId: string; prefix: string; storage: 'session' | 'local'; expiryOffsetSeconds: number };
  botCheck: { scriptUrl: string; siteKey: string } | null;
}

type Env = Readonly<Record<string, string | undefined>>;

export function publicConfigFrom(env: Env): PublicConfig {
  const offset = Number(env.AUTH_TOKEN_EXPIRY_OFFSET_SECONDS ?? '0');
  return {
    graphqlEndpoint: env.GRAPHQL_PUBLIC_ENDPOINT || '/graphql',
    storedUser: {
      authority: env.OIDC_AUTHORITY ?? '',
      clientId: env.OIDC_CLIENT_ID ?? '',
      prefix: env.OIDC_STORAGE_PREFIX || 'czen.oidc.',
      storage: env.OIDC_STORAGE === 'local' ? 'local' : 'session',
      expiryOffsetSeconds: Number.isFinite(offset) && offset >= 0 ? offset : 0,
    },
    botCheck: env.BOT_CHECK_SCRIPT_URL && env.BOT_CHECK_SITE_KEY ? { scriptUrl: env.BOT_CHECK_SCRIPT_URL, siteKey: env.BOT_CHECK_SITE_KEY } : null,
  };
}

export const PUBLIC_CONFIG_PATH = '/api/public-config';

let loading: Promise<PublicConfig> | undefined;

/** In the browser: fetched once per page, on first need. */
export function fetchPublicConfig(): Promise<PublicConfig> {
  loading ??= fetch(PUBLIC_CONFIG_PATH, { headers: { accept: 'application/json' } }).then(async (response) => {
    if (!response.ok) throw new Error(`${PUBLIC_CONFIG_PATH} answered ${response.status}`);
    return (await response.json()) as PublicConfig;
  });
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
