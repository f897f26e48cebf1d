/**
 * Silent renew on the server: the access token is refreshed with the refresh
 * token when it is within the expiring notice (60 s) of its expiry, so the
 * Member lookup never goes out with a dead token. A refused refresh ends the
 * session rather than keeping a visitor half signed in.
 */
import type { JWT } from 'next-auth/jwt';
import { serverLogger } from '@/services/logging/server-logger';

export const EXPIRING_NOTICE_SECONDS = 60;
export const SILENT_RENEW_TIMEOUT_MS = 10_000;

type Env = Readonly<Record<string, string | undefined>>;

export const needsRenewal = (token: JWT, nowSeconds: number): boolean =>
  token.expiresAt !== undefined && token.expiresAt - EXPIRING_NOTICE_SECONDS <= nowSeconds;

interface TokenAnswer {
  access_token?: string;
  id_token?: string;
  refresh_token?: string;
  expires_in?: number;
}

/** The renewed token, or null when the session has to end. */
export async function renewed(
  token: JWT,
  env: Env,
  nowSeconds: number,
  fetcher: typeof fetch = fetch,
): Promise<JWT | null> {
  if (!token.refreshToken || !env.OIDC_ISSUER) return null;
  try {
    const discovery = (await (
      await fetcher(`${env.OIDC_ISSUER}/.well-known/openid-configuration`, {
        signal: AbortSignal.timeout(SILENT_RENEW_TIMEOUT_MS),
      })
    ).json()) as { token_endpoint?: string };
    if (!discovery.token_endpoint) return null;
    const credentials = Buffer.from(
      `${encodeURIComponent(env.OIDC_CLIENT_ID ?? '')}:${encodeURIComponent(env.OIDC_CLIENT_SECRET ?? '')}`,
    ).toString('base64');
    const response = await fetcher(discovery.token_endpoint, {
      method: 'POST',
      headers: { authorization: `Basic ${credentials}` },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: token.refreshToken }),
      signal: AbortSignal.timeout(SILENT_RENEW_TIMEOUT_MS),
    });
    if (!response.ok) {
      serverLogger.info({ status: response.status }, 'silent renew refused: the session ends');
      return null;
    }
    const answer = (await response.json()) as TokenAnswer;
    if (!answer.access_token) return null;
    return {
      ...token,
      accessToken: answer.access_token,
      idToken: answer.id_token ?? token.idToken,
      // Providers that rotate refresh tokens send a new one; others keep the old one valid.
      refreshToken: answer.refresh_token ?? token.refreshToken,
      expiresAt: nowSeconds + (answer.expires_in ?? 0),
    };
  } catch (error) {
    serverLogger.warn({ error: error instanceof Error ? error.message : String(error) }, 'silent renew failed');
    return null;
  }
}
