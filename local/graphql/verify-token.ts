/** Bearer tokens are real JWTs: signature against the issuer's keys, expiry, issuer and audience. */
import { createLocalJWKSet, createRemoteJWKSet, errors, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose';

export interface TokenTrust {
  issuer: string;
  audience: string;
  /** The issuer's JWKS: a URL (the identity provider's jwks_uri) or the keys themselves. */
  jwks: URL | JSONWebKeySet;
}

export type Verified = { ok: true; claims: JWTPayload & { sub: string } } | { ok: false; reason: string };

export function createTokenVerifier(trust: TokenTrust) {
  const keys = trust.jwks instanceof URL ? createRemoteJWKSet(trust.jwks) : createLocalJWKSet(trust.jwks);
  return async function verify(token: string): Promise<Verified> {
    try {
      const { payload } = await jwtVerify(token, keys, { issuer: trust.issuer, audience: trust.audience });
      if (typeof payload.sub !== 'string') return { ok: false, reason: 'the token has no subject' };
      return { ok: true, claims: { ...payload, sub: payload.sub } };
    } catch (error) {
      if (error instanceof errors.JWTExpired) return { ok: false, reason: 'the token has expired' };
      if (error instanceof errors.JWTClaimValidationFailed) return { ok: false, reason: `the token's ${error.claim} claim is not accepted` };
      if (error instanceof errors.JOSEError) return { ok: false, reason: 'the token is not valid' };
      throw error;
    }
  };
}
