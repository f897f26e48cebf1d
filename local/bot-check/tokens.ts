/**
 * Tokens of the local bot check: HMAC-signed, bound to a site key and an
 * action, valid for two minutes and only once, as the real providers' are.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const TOKEN_LIFETIME_MS = 2 * 60 * 1000;

export interface TokenClaims {
  siteKey: string;
  action: string;
  issuedAt: number;
  nonce: string;
}

export type TokenCheck =
  { ok: true; claims: TokenClaims } | { ok: false; errorCode: 'invalid-input-response' | 'timeout-or-duplicate' };

export function createTokenService(secretKey: Buffer = randomBytes(32)) {
  const used = new Set<string>();
  const sign = (payload: string) => createHmac('sha256', secretKey).update(payload).digest('base64url');

  return {
    issue(siteKey: string, action: string, now: number): string {
      const claims: TokenClaims = { siteKey, action, issuedAt: now, nonce: randomBytes(9).toString('base64url') };
      const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return `${payload}.${sign(payload)}`;
    },
    check(token: string, now: number): TokenCheck {
      const [payload = '', signature = ''] = token.split('.');
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        return { ok: false, errorCode: 'invalid-input-response' };
      // The signature matched, so this is a payload this service wrote itself.
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenClaims;
      if (now - claims.issuedAt > TOKEN_LIFETIME_MS || used.has(claims.nonce))
        return { ok: false, errorCode: 'timeout-or-duplicate' };
      used.add(claims.nonce);
      return { ok: true, claims };
    },
  };
}
