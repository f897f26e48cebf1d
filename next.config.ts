import type { NextConfig } from 'next';
import { siteConfig } from './services/config/site-config';
import { evaluateFlags } from './services/flags/flags';
import { contentSecurityPolicy, NO_SOURCES } from './services/security/content-security-policy';
import { HSTS_VALUE, securityHeaders } from './services/security/security-headers';

// ttp-asset-url serves the built assets (scripts, styles) from another address, e.g. a CDN.
// The checked config, as every reader gets it: a broken site.json stops the build here with its problems.
const { flags } = evaluateFlags(siteConfig().featureFlags, process.env);

// Responses the proxy does not see (files, route handlers, APIs) run no script: the strictest policy.
// The proxy replaces it on pages with the page's own (services/security/site-policies.ts).
const NO_SCRIPT_POLICY = contentSecurityPolicy({ scriptHashes: null, sources: NO_SOURCES, https: false });

// Files in public/ keep their names across deploys: a CDN may keep them a day and serve a stale copy for a week while it refreshes.
const PUBLIC_FILE_CACHE = 'public, max-age=3600, s-maxage=86400, stale-while-revalidate=604800';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Prerendered pages get their ETag from the build (services/caching/page-etags.ts), not hashed again on each request.
  generateEtags: false,
  // The proxy sees the URL as sent: Next would re-encode "?a=1?b=2" as "?a=1%3Fb%3D2", hiding which "?" were written (services/routing/normalise-query.ts).
  skipProxyUrlNormalize: true,
  reactStrictMode: true,
  // English and Spanish pages have root layouts of their own (app/(en), app/(es)) so each document carries its
  // language in <html lang>; a URL outside both needs the one not-found document Next then asks for.
  experimental: { globalNotFound: true },
  assetPrefix: flags['ttp-asset-url'] || undefined,
  // The validator and its schemas run at build time only; keep them out of any client bundle.
  serverExternalPackages: ['ajv', 'ajv-formats', 'jsonc-parser', 'pino'],
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          ...securityHeaders({ assetsCrossOrigin: Boolean(flags['ttp-asset-url']) }),
          { key: 'Content-Security-Policy', value: NO_SCRIPT_POLICY },
        ],
      },
      {
        source: '/:path*',
        has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
        headers: [{ key: 'Strict-Transport-Security', value: HSTS_VALUE }],
      },
      ...['/images/:path*', '/contracts/:path*', '/favicon.svg'].map((source) => ({
        source,
        headers: [{ key: 'Cache-Control', value: PUBLIC_FILE_CACHE }],
      })),
    ];
  },
};

export default nextConfig;
