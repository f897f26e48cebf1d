import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, mergeSources, NO_SOURCES } from './content-security-policy';

const directives = (policy: string) =>
  new Map(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));

// The directives Chromium, Firefox and WebKit all recognise: one any of them does not know puts an error in its
// console on every page (WebKit does so for manifest-src).
const KNOWN_TO_EVERY_ENGINE = new Set([
  'default-src',
  'script-src',
  'style-src',
  'img-src',
  'font-src',
  'connect-src',
  'frame-src',
  'object-src',
  'base-uri',
  'form-action',
  'frame-ancestors',
  'upgrade-insecure-requests',
]);

describe('contentSecurityPolicy', () => {
  it('uses only directives every current browser engine knows', () => {
    for (const https of [false, true]) {
      const policy = contentSecurityPolicy({
        scriptHashes: [],
        sources: { ...NO_SOURCES, frameSrc: ['https://frames.example'] },
        https,
      });
      const directives = policy.split('; ').map((directive) => directive.split(' ')[0] ?? '');
      expect(directives.filter((name) => !KNOWN_TO_EVERY_ENGINE.has(name))).toEqual([]);
    }
  });

  const page = contentSecurityPolicy({
    scriptHashes: ['sha256-AAAA', 'sha256-BBBB'],
    sources: NO_SOURCES,
    https: false,
  });

  it('allows inline scripts by their hashes only: no unsafe-inline, no unsafe-eval, no nonce', () => {
    expect(directives(page).get('script-src')).toEqual(["'self'", "'sha256-AAAA'", "'sha256-BBBB'"]);
    expect(page).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('denies by default, forbids framing, plugins and foreign base URLs, and posts forms only to the site', () => {
    const map = directives(page);
    expect(map.get('default-src')).toEqual(["'none'"]);
    expect(map.get('frame-ancestors')).toEqual(["'none'"]);
    expect(map.get('object-src')).toEqual(["'none'"]);
    expect(map.get('base-uri')).toEqual(["'self'"]);
    expect(map.get('form-action')).toEqual(["'self'"]);
    expect(map.has('frame-src')).toBe(false);
  });

  it('asks for upgraded subresources only over https', () => {
    expect(page).not.toContain('upgrade-insecure-requests');
    expect(contentSecurityPolicy({ scriptHashes: [], sources: NO_SOURCES, https: true })).toContain(
      'upgrade-insecure-requests',
    );
  });

  it('adds configured origins to their directives', () => {
    const policy = contentSecurityPolicy({
      scriptHashes: [],
      sources: mergeSources({
        scriptSrc: ['https://ads.example.net'],
        formAction: ['https://id.example.com'],
        frameSrc: ['https://ads.example.net'],
      }),
      https: true,
    });
    const map = directives(policy);
    expect(map.get('script-src')).toContain('https://ads.example.net');
    expect(map.get('form-action')).toEqual(["'self'", 'https://id.example.com']);
    expect(map.get('frame-src')).toEqual(['https://ads.example.net']);
  });

  it('runs no script at all where no document is expected', () => {
    const policy = contentSecurityPolicy({
      scriptHashes: null,
      sources: mergeSources({ scriptSrc: ['https://ads.example.net'] }),
      https: false,
    });
    expect(directives(policy).get('script-src')).toEqual(["'none'"]);
  });

  it('refuses a source that would break out of its directive', () => {
    expect(() =>
      contentSecurityPolicy({
        scriptHashes: [],
        sources: mergeSources({ connectSrc: ["https://a.example; script-src 'unsafe-inline'"] }),
        https: false,
      }),
    ).toThrow(/not a valid source for connect-src/);
  });

  it('allows a page rendered per request its own nonce beside the hashes, still without unsafe-inline', () => {
    const policy = contentSecurityPolicy({
      scriptHashes: ['sha256-AAAA'],
      sources: NO_SOURCES,
      https: false,
      nonce: 'c2VjcmV0LW5vbmNl',
    });
    expect(policy).toContain("script-src 'self' 'sha256-AAAA' 'nonce-c2VjcmV0LW5vbmNl'");
    expect(policy.match(/script-src[^;]*/)?.[0]).not.toContain('unsafe-inline');
    expect(() =>
      contentSecurityPolicy({ scriptHashes: [], sources: NO_SOURCES, https: false, nonce: "x'; script-src *" }),
    ).toThrow(/not a valid source/);
  });

  it('allows evaluation only under next dev', () => {
    expect(contentSecurityPolicy({ scriptHashes: [], sources: NO_SOURCES, https: false, development: true })).toContain(
      "'unsafe-eval'",
    );
  });
});

describe('mergeSources', () => {
  it('unions each directive without duplicates, so another feature can add its hosts', () => {
    const analytics = {
      scriptSrc: ['https://tags.example.com'],
      connectSrc: ['https://collect.example.com'],
      imgSrc: ['https://collect.example.com'],
    };
    const merged = mergeSources({ connectSrc: ['https://collect.example.com'] }, analytics);
    expect(merged.connectSrc).toEqual(['https://collect.example.com']);
    expect(merged.scriptSrc).toEqual(['https://tags.example.com']);
    expect(merged.frameSrc).toEqual([]);
  });
});
