// npm run test:e2e: makes sure Chromium is there, picks a free loopback port
// (Playwright loads its config in every worker, so the port is chosen once
// here and handed down), then runs Playwright against the production build.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { ensureChromium } from './ensure-chromium.mjs';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

ensureChromium();
const port = process.env.E2E_PORT ?? String(await freePort());
const child = spawn('node_modules/.bin/playwright', ['test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, E2E_PORT: port, NEXT_TELEMETRY_DISABLED: '1' },
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
