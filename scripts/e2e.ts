/**
 * npm run test:e2e: makes sure the browsers are there (Chromium, and Firefox ESR and WebKitGTK for the smoke set in
 * tests/e2e/engines/, docs/browsers.md), starts the local back-ends
 * on free loopback ports, picks a free port for the site (Playwright loads
 * its config in every worker, so ports are chosen once here and handed down
 * in the environment), runs Playwright against the production build, and
 * stops everything it started.
 */
import { spawn } from 'node:child_process';
import { startLocalBackends } from '@/local/backends';
import { ensureTestTools } from './ensure-test-tools';
import { freePort } from './lib/free-port';

ensureTestTools();
const port = process.env.E2E_PORT ?? String(await freePort());
// The tests browse 127.0.0.1: one origin everywhere, or next-auth's state cookie goes missing.
const backends = await startLocalBackends({ siteOrigin: `http://127.0.0.1:${port}` });
for (const line of backends.lines) console.log(line);
const child = spawn('node_modules/.bin/playwright', ['test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: {
    ...process.env,
    ...backends.siteEnv,
    E2E_PORT: port,
    E2E_GRAPHQL_ADMIN: backends.graphqlOrigin,
    E2E_BOT_CHECK_ADMIN: backends.botCheckOrigin,
    E2E_ANALYTICS_ADMIN: backends.analyticsOrigin,
    E2E_ENROLLMENT_ADMIN: backends.enrollmentOrigin,
    NEXT_TELEMETRY_DISABLED: '1',
  },
});
const stopChild = () => child.kill('SIGTERM');
process.once('SIGINT', stopChild);
process.once('SIGTERM', stopChild);
child.on('exit', (code, signal) => {
  void backends.close().finally(() => process.exit(code ?? (signal ? 1 : 0)));
});
