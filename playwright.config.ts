import { defineConfig } from '@playwright/test';
import { productionServer } from './scripts/lib/production-server';
import type { EngineOptions } from './tests/e2e/engines/engine';

const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;
const server = productionServer(port, '127.0.0.1');

export default defineConfig<object, EngineOptions>({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 60_000,
  // A page's analytics arrive about 3 s after it settles on screen (services/analytics/load-runtime.ts), later on a busy
  // machine: 5 s of polling for an event is too tight.
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // Chromium runs the whole suite at both widths; the smoke set in tests/e2e/engines/ is for the other engines.
    {
      name: 'mobile-375',
      testIgnore: ['engines/**', 'outage/**'],
      use: { viewport: { width: 375, height: 812 }, isMobile: false, hasTouch: true },
    },
    { name: 'desktop-1280', testIgnore: ['engines/**', 'outage/**'], use: { viewport: { width: 1280, height: 900 } } },
    // Firefox ESR and WebKitGTK, each driven by its own client (docs/browsers.md), both widths inside the spec.
    { name: 'firefox', testMatch: 'engines/*.spec.ts', use: { engineName: 'firefox' } },
    { name: 'webkit', testMatch: 'engines/*.spec.ts', use: { engineName: 'webkit' } },
    // Tests that take a shared back-end down run after every other project, so no sign-in elsewhere meets the outage.
    {
      name: 'outage',
      testMatch: 'outage/*.spec.ts',
      dependencies: ['mobile-375', 'desktop-1280', 'firefox', 'webkit'],
      use: { viewport: { width: 1280, height: 900 } },
    },
  ],
  webServer: {
    // The production server the Dockerfile runs, itself (not npm), so Playwright stops exactly what it started.
    command: `${server.command} ${server.args.join(' ')}`,
    url: `${baseURL}/robots.txt`,
    reuseExistingServer: false,
    timeout: 60_000,
    // The local back-ends' addresses come from scripts/e2e.ts, which started them.
    env: {
      ...server.env,
      ALLOW_FLAG_OVERRIDES: '1',
      // The local GraphQL stand-in's fault switch, for the tests of the site's error handling.
      GRAPHQL_FAULT_INJECTION: '1',
      // The test runner stands where a load balancer would: the address it writes in x-forwarded-for is believed,
      // which gives each test its own rate-limit budget. edge.spec.ts runs a server that trusts no proxy.
      TRUSTED_PROXY_HOPS: '1',
      ...Object.fromEntries(
        [
          'GRAPHQL_UPSTREAM_URL',
          'BOT_CHECK_SCRIPT_URL',
          'BOT_CHECK_SITE_KEY',
          'OIDC_AUTHORITY',
          'OIDC_CLIENT_ID',
          'OIDC_CLIENT_SECRET',
          'OIDC_ISSUER',
          'NEXTAUTH_URL',
          'NEXTAUTH_SECRET',
          'AMPLITUDE_API_KEY',
          'AMPLITUDE_SERVER_URL',
          'ANALYTICS_ENVIRONMENT',
          'ENROLLMENT_BASE_URL',
          'CONTACT_ENDPOINT_URL',
          'BOT_CHECK_VERIFY_URL',
          'BOT_CHECK_SECRET',
        ].flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])),
      ),
    },
  },
});
