import type { KnipConfig } from 'knip';

/**
 * What `npm run lint` checks for dead code: unused files, exports, types and dependencies. Knip's plugins find most
 * entries themselves (Next's app/ route files, proxy.ts and next.config.ts, vitest's *.test.ts(x), Playwright's
 * tests/e2e and its config, the scripts package.json runs); these are the ones started by path rather than imported.
 */
const config: KnipConfig = {
  entry: [
    // The production server: scripts/bundle-server.ts bundles it with esbuild into .next/site-server.mjs.
    'server/main.ts',
    // The steps of `npm run build` after `next build`, run by path from BUILD_STEPS in scripts/lib/production-server.ts.
    'scripts/post-build/index.ts',
    'scripts/bundle-server.ts',
    // Run by path: compose.yaml's back-ends service, and by hand (their headers say how).
    'scripts/{serve-backends,make-contract-pdfs}.ts',
    // The production proxy's configuration writer: run by compose.yaml's proxy-config service and by hand (docs/deployment.md).
    'deploy/nginx/write-config.ts',
    'scripts/fix-lock-optional.mjs',
    // scripts/bench/index.ts finds each bench by its file name and runs it as its own process.
    'scripts/bench/*.bench.ts',
    // A child process of scripts/bench/lib/observatory.ts.
    'scripts/bench/lib/observatory-scan.mjs',
    // The specification's AuthService facade for the core site's browser session: a library API the site's own pages
    // do not call (sign-in here is next-auth's), exercised by services/auth/auth-service.test.ts.
    'services/auth/auth-service.ts',
    // The tax engine's public entry points (docs/tax-engine.md): what they export is the engine's API for the
    // calculator, the CLI and checks from outside the site, whether or not the site calls each part yet.
    'tax/{index,browser,math}.ts',
    'tax/localities/index.ts',
    // The pay-law engine's public entry (docs/pay-law.md), for the tax engine, the calculator and the state guides.
    'paylaw/index.ts',
  ],
  project: ['**/*.{ts,tsx,mjs}'],
  // Many modules export a constant or helper they also use themselves (a seed figure, a limit) so that it is named
  // in one place; an export nobody imports but its own file is not dead code.
  ignoreExportsUsedInFile: true,
  ignoreIssues: {
    // Written by `npm run gen` from the schemas: every type the schemas define, whether or not code names it yet.
    '**/generated/**': ['exports', 'types'],
  },
  // The benches run Lighthouse through its CLI (node_modules/.bin/lighthouse), which knip cannot see as a use.
  ignoreDependencies: ['lighthouse'],
  // System tools from apt-get (scripts/ensure-test-tools.ts), not npm packages: the shared store of the session and
  // rate-limit tests, the certificate of the benches' local TLS front, and the WebKit smoke tests' X display.
  ignoreBinaries: ['redis-server', 'openssl', 'Xvfb'],
  // An entry or ignore that no longer matches anything fails the check too, so these lists cannot go stale.
  treatConfigHintsAsErrors: true,
};

export default config;
