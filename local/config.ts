/** The fixed names the local back-ends and the site agree on; ports are picked when they start. */
export const LOCAL_BOT_CHECK_SITE_KEY = 'local-site-key';
export const LOCAL_BOT_CHECK_SECRET = 'local-secret';
export const LOCAL_TOKEN_ISSUER = 'urn:hearth:local-identity';
export const LOCAL_TOKEN_AUDIENCE = 'hearth-site';
/** The site's OpenID Connect client at the local identity provider. */
export const LOCAL_OIDC_CLIENT_ID = 'hearth-site';
export const LOCAL_OIDC_CLIENT_SECRET = 'local-client-secret';
/** The local analytics collector accepts uploads with this Amplitude API key only. */
export const LOCAL_ANALYTICS_KEY = 'local-analytics-key';
