/** Bearer tokens are real JWTs: signature against the issuer's keys, expiry, issuer and audience. */
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  decodeJwt,
  errors,
  jwtVerify,
  type JSONWebKeySet,
  type JWTPayload,
} from 'jose';

export interface TokenTrust {
  issuer: string;
  audience: string;
  /** The issuer's JWKS: a URL (the identity provider's jwks_uri) or the keys themselves. */
  jwks: URL | JSONWebKeySet;
}

export type Verified = { ok: true; claims: JWTPayload & { sub: string } } | { ok: false; reason: string };

/** One or more trusted issuers (locally: the identity provider, and the test key until a test signs in for real). */
export function createTokenVerifier(trusted: TokenTrust | readonly TokenTrust[]) {
  const issuers = (Array.isArray(trusted) ? trusted : [trusted]).map((trust: TokenTrust) => ({
    ...trust,
    keys: trust.jwks instanceof URL ? createRemoteJWKSet(trust.jwks) : createLocalJWKSet(trust.jwks),
  }));
  return async function verify(token: string): Promise<Verified> {
    try {
      // The issuer only picks which keys to check the signature with; jwtVerify checks it again.
      const trust = issuers.find((candidate) => candidate.issuer === decodeJwt(token).iss);
      if (!trust) return { ok: false, reason: 'the token is not from a trusted issuer' };
      const { payload } = await jwtVerify(token, trust.keys, { issuer: trust.issuer, audience: trust.audience });
      if (typeof payload.sub !== 'string') return { ok: false, reason: 'the token has no subject' };
      return { ok: true, claims: { ...payload, sub: payload.sub } };
    } catch (error) {
      if (error instanceof errors.JWTExpired) return { ok: false, reason: 'the token has expired' };
      if (error instanceof errors.JWTClaimValidationFailed)
        return { ok: false, reason: `the token's ${error.claim} claim is not accepted` };
      if (error instanceof errors.JOSEError) return { ok: false, reason: 'the token is not valid' };
      throw error;
    }
  };
}
