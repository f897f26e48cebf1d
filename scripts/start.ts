/**
 * npm start: validates the configs, builds for production, starts the local
 * back-ends (each prints `<Name>: http://127.0.0.1:<port>...`), then serves
 * the site on http://localhost:3000 (PORT to change it) wired to them.
 * Production runs the same server (.next/site-server.mjs) with the real services' variables instead (README).
 */
import { spawn, spawnSync } from 'node:child_process';
import { startLocalBackends } from '@/local/backends';
import { BUILD_STEPS, productionServer } from './lib/production-server';

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const port = process.env.PORT ?? '3000';

// The validator's one-line messages come first and stop a broken config before the build starts.
for (const [command, args] of [['node_modules/.bin/tsx', ['scripts/validate.ts']] as const, ...BUILD_STEPS]) {
  const step = spawnSync(command, [...args], { stdio: 'inherit', env });
  if (step.status !== 0) process.exit(step.status ?? 1);
}

const backends = await startLocalBackends({ siteOrigin: `http://localhost:${port}` });
for (const line of backends.lines) console.log(line);

// Every interface, as `next start` did: the site is http://localhost:<port>.
const serve = productionServer(port, '0.0.0.0');
const server = spawn(serve.command, serve.args, {
  stdio: 'inherit',
  env: { ...env, ...backends.siteEnv, ...serve.env },
});
console.log(`Site: http://localhost:${port}\n`);

const stop = (signal: NodeJS.Signals) => {
  server.kill(signal);
};
process.once('SIGINT', () => stop('SIGINT'));
process.once('SIGTERM', () => stop('SIGTERM'));
server.on('exit', (code, signal) => {
  void backends.close().finally(() => process.exit(code ?? (signal ? 0 : 1)));
});
