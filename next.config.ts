import type { NextConfig } from 'next';
import site from './pages-config/site.json' with { type: 'json' };
import { evaluateFlags } from './services/flags/flags';

// ttp-asset-url serves the built assets (scripts, styles) from another address, e.g. a CDN.
const { flags } = evaluateFlags(site.featureFlags, process.env);

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  assetPrefix: flags['ttp-asset-url'] || undefined,
  // The validator and its schemas run at build time only; keep them out of any client bundle.
  serverExternalPackages: ['ajv', 'ajv-formats', 'jsonc-parser', 'pino'],
};

export default nextConfig;
