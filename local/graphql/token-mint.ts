/** A local signing key, standing in for the identity provider until sign-in brings its own. */
import { exportJWK, generateKeyPair, SignJWT, type JSONWebKeySet } from 'jose';

export type TokenMint = (
  sub: string,
  expiresInSeconds: number,
) => Promise<{ access_token: string; expires_at: number }>;

export interface LocalKeys {
  jwks: JSONWebKeySet;
  mint: TokenMint;
}

export async function createLocalKeys(issuer: string, audience: string): Promise<LocalKeys> {
  const { publicKey, privateKey } = await generateKeyPair('ES256');
  const kid = `local-${Date.now().toString(36)}`;
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' };
  const mint: TokenMint = async (sub, expiresInSeconds) => {
    const now = Math.floor(Date.now() / 1000);
    const expiresAt = now + expiresInSeconds;
    const token = await new SignJWT({ scope: 'openid profile email' })
      .setProtectedHeader({ alg: 'ES256', kid })
      .setSubject(sub)
      .setIssuer(issuer)
      .setAudience(audience)
      .setIssuedAt(now)
      .setExpirationTime(expiresAt)
      .sign(privateKey);
    return { access_token: token, expires_at: expiresAt };
  };
  return { jwks: { keys: [jwk] }, mint };
}
