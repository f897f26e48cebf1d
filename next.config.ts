import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // The validator and its schemas run at build time only; keep them out of any client bundle.
  serverExternalPackages: ['ajv', 'ajv-formats', 'jsonc-parser'],
};

export default nextConfig;
