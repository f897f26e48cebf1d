/**
 * Settings the browser needs that belong to the deployment, not to the
 * build: read from the server's environment at request time by
 * /api/public-config, so the same build runs against local stand-ins, staging
 * and production. Only what may be public goes here.
 */
export interface PublicConfig {
  graphqlEndpoint: string;
  storedUser: {
    authority: string;
    clientId: string;
    prefix: string;
    storage: 'session' | 'local';
    expiryOffsetSeconds: number;
  };
  botCheck: { scriptUrl: string; siteKey: string } | null;
  /** Amplitude (HTTP API v2 shape); no key means analytics stays off and events stay buffered. */
  analytics: { apiKey: string; serverUrl: string; environment: string; remoteConfigUrl: string | null };
  /** The tag manager's script, from the server-side flag gtm-js-url. */
  tagManager: { scriptUrl: string } | null;
}

/** Amplitude's own HTTP API v2 endpoint, used when AMPLITUDE_SERVER_URL is not set. */
export const AMPLITUDE_DEFAULT_SERVER_URL = 'https://api2.amplitude.com/2/httpapi';

type Env = Readonly<Record<string, string | undefined>>;

export function publicConfigFrom(env: Env, flags: { 'gtm-js-url': string } = { 'gtm-js-url': '' }): PublicConfig {
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
    botCheck:
      env.BOT_CHECK_SCRIPT_URL && env.BOT_CHECK_SITE_KEY
        ? { scriptUrl: env.BOT_CHECK_SCRIPT_URL, siteKey: env.BOT_CHECK_SITE_KEY }
        : null,
    analytics: {
      apiKey: env.AMPLITUDE_API_KEY ?? '',
      serverUrl: env.AMPLITUDE_SERVER_URL || AMPLITUDE_DEFAULT_SERVER_URL,
      environment: env.ANALYTICS_ENVIRONMENT || 'production',
      remoteConfigUrl: env.AMPLITUDE_REMOTE_CONFIG_URL || null,
    },
    tagManager: flags['gtm-js-url'] ? { scriptUrl: flags['gtm-js-url'] } : null,
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
