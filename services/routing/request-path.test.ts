import { describe, expect, it } from 'vitest';
import { requestPath } from './request-path';

describe('requestPath', () => {
  it('decodes percent-encoded letters, so an encoded route is the same route', () => {
    expect(requestPath('/%6Eanny-tax-calculator')).toEqual({ ok: true, path: '/nanny-tax-calculator' });
    expect(requestPath('/NANNY%2Dtax')).toEqual({ ok: true, path: '/NANNY-tax' });
  });

  it('collapses repeated and trailing slashes and resolves dot segments, encoded or not', () => {
    expect(requestPath('//nanny-tax-calculator/')).toEqual({ ok: true, path: '/nanny-tax-calculator' });
    expect(requestPath('/about/%2e%2e/nanny-tax-calculator')).toEqual({ ok: true, path: '/nanny-tax-calculator' });
    expect(requestPath('/./a/../../b')).toEqual({ ok: true, path: '/b' });
    expect(requestPath('/')).toEqual({ ok: true, path: '/' });
  });

  it('refuses what cannot be decoded instead of throwing', () => {
    for (const raw of ['/%E0%A4%A', '/%', '/%zz', '/%C0%AF']) {
      const result = requestPath(raw);
      expect(result.ok, raw).toBe(false);
      if (!result.ok) expect(result.reason).toMatch(/percent-encoded/);
    }
  });

  it('refuses control characters and backslashes', () => {
    expect(requestPath('/a%00b').ok).toBe(false);
    expect(requestPath('/a%0d%0aSet-Cookie:x').ok).toBe(false);
    expect(requestPath('/%5Cevil.example').ok).toBe(false);
  });
});
