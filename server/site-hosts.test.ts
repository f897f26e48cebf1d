import { describe, expect, it } from 'vitest';
import { hostPolicy, requestedHost } from './site-hosts';

describe('hostPolicy', () => {
  it("answers to the public origin's host and the extra hosts configured", () => {
    const policy = hostPolicy({
      NEXTAUTH_URL: 'https://www.example.com',
      SITE_HOSTS: 'example.com, Payroll.Example.com',
    });
    expect(policy).toEqual({
      kind: 'only',
      hosts: new Set(['www.example.com', 'example.com', 'payroll.example.com']),
      canonical: 'www.example.com',
    });
  });

  it('answers to any host on a machine without a configured origin', () => {
    expect(hostPolicy({})).toEqual({ kind: 'any' });
  });
});

describe('requestedHost', () => {
  it('reads an absolute-form target before the Host header, as HTTP/1.1 says', () => {
    expect(requestedHost('http://evil.example/partners', 'www.example.com')).toBe('evil.example');
    expect(requestedHost('/partners', 'WWW.Example.com:443')).toBe('www.example.com:443');
    expect(requestedHost('/partners', undefined)).toBeUndefined();
  });
});
