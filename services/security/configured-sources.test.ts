import { describe, expect, it } from 'vitest';
import { configuredSources, originOf } from './configured-sources';

const noFlags = { 'ttp-asset-url': '', 'ttp-favicon-url': '' };

describe('configuredSources', () => {
  it('allows no third-party host when nothing is configured', () => {
    const sources = configuredSources({ env: {}, flags: noFlags, adServerScriptUrl: '' });
    expect(Object.values(sources).flat()).toEqual([]);
  });

  it('lets sign-in and sign-out forms go to the identity provider', () => {
    const sources = configuredSources({
      env: { OIDC_ISSUER: 'https://id.example.com/oidc', OIDC_AUTHORITY: 'https://id.example.com/oidc' },
      flags: noFlags,
      adServerScriptUrl: '',
    });
    expect(sources.formAction).toEqual(['https://id.example.com']);
    expect(sources.scriptSrc).toEqual([]);
  });

  it('allows the bot check script, its requests and frames only with a site key', () => {
    const env = { BOT_CHECK_SCRIPT_URL: 'https://bots.example.com/api.js?render=k' };
    expect(configuredSources({ env, flags: noFlags, adServerScriptUrl: '' }).scriptSrc).toEqual([]);
    const sources = configuredSources({
      env: { ...env, BOT_CHECK_SITE_KEY: 'k' },
      flags: noFlags,
      adServerScriptUrl: '',
    });
    expect(sources.scriptSrc).toEqual(['https://bots.example.com']);
    expect(sources.connectSrc).toEqual(['https://bots.example.com']);
    expect(sources.frameSrc).toEqual(['https://bots.example.com']);
  });

  it('allows the ad server, the asset CDN and the favicon host from the site config and flags', () => {
    const sources = configuredSources({
      env: {},
      flags: { 'ttp-asset-url': 'https://cdn.example.net/site', 'ttp-favicon-url': 'https://img.example.net/f.ico' },
      adServerScriptUrl: 'https://ads.example.net/lib.js',
    });
    expect(sources.scriptSrc).toEqual(['https://ads.example.net', 'https://cdn.example.net']);
    expect(sources.imgSrc).toEqual(['https://ads.example.net', 'https://cdn.example.net', 'https://img.example.net']);
    expect(sources.styleSrc).toEqual(['https://cdn.example.net']);
  });

  it('allows a GraphQL endpoint on another origin, and nothing for the same-origin default', () => {
    expect(
      configuredSources({ env: { GRAPHQL_PUBLIC_ENDPOINT: '/graphql' }, flags: noFlags, adServerScriptUrl: '' })
        .connectSrc,
    ).toEqual([]);
    expect(
      configuredSources({
        env: { GRAPHQL_PUBLIC_ENDPOINT: 'https://api.example.com/graphql' },
        flags: noFlags,
        adServerScriptUrl: '',
      }).connectSrc,
    ).toEqual(['https://api.example.com']);
  });
});

describe('originOf', () => {
  it('keeps only http(s) origins', () => {
    expect(originOf('https://a.example.com:8443/x?y')).toBe('https://a.example.com:8443');
    expect(originOf('javascript:alert(1)')).toBeNull();
    expect(originOf('/relative')).toBeNull();
    expect(originOf('')).toBeNull();
  });
});
