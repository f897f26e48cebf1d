import { describe, expect, it } from 'vitest';
import { trustedForwarding, trustedProxyHops } from './forwarded';

describe('trustedForwarding', () => {
  it('believes no header without a trusted proxy: the client is the connection, and a rotated header changes nothing', () => {
    for (const forwardedFor of ['203.0.113.1', '198.51.100.2, 203.0.113.3', undefined]) {
      expect(
        trustedForwarding({ forwardedFor, forwardedProto: 'https', remoteAddress: '::ffff:10.0.0.5', trustedHops: 0 }),
      ).toEqual({ client: '10.0.0.5', proto: undefined });
    }
  });

  it('behind one proxy, takes the address that proxy appended and the scheme it saw', () => {
    expect(
      trustedForwarding({
        forwardedFor: 'spoofed, 203.0.113.9',
        forwardedProto: 'http, https',
        remoteAddress: '10.0.0.2',
        trustedHops: 1,
      }),
    ).toEqual({
      client: '203.0.113.9',
      proto: 'https',
    });
  });

  it('behind two proxies, skips both of their entries', () => {
    expect(
      trustedForwarding({
        forwardedFor: 'spoofed, 203.0.113.9, 10.0.0.3',
        forwardedProto: 'https',
        remoteAddress: '10.0.0.2',
        trustedHops: 2,
      }).client,
    ).toBe('203.0.113.9');
  });

  it('falls back to the farthest address known when the chain is shorter than the proxies configured', () => {
    expect(
      trustedForwarding({
        forwardedFor: undefined,
        forwardedProto: undefined,
        remoteAddress: '127.0.0.1',
        trustedHops: 3,
      }).client,
    ).toBe('127.0.0.1');
  });
});

describe('trustedProxyHops', () => {
  it('defaults to none and refuses a value that is not a small whole number', () => {
    expect(trustedProxyHops({})).toBe(0);
    expect(trustedProxyHops({ TRUSTED_PROXY_HOPS: '2' })).toBe(2);
    expect(() => trustedProxyHops({ TRUSTED_PROXY_HOPS: 'yes' })).toThrow(
      'TRUSTED_PROXY_HOPS must be a whole number from 0 to 10, not "yes"',
    );
  });
});
