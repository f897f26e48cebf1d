// npm start: a production build, then the site on http://localhost:3000.
// Later back-ends for local use (identity provider, GraphQL server, analytics
// collector) start here too, so this one command runs everything.
import { spawn, spawnSync } from 'node:child_process';

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const port = process.env.PORT ?? '3000';

// The validator's one-line messages come first and stop a broken config before the build starts.
for (const [command, args] of [
  ['node_modules/.bin/tsx', ['scripts/validate.ts']],
  ['node_modules/.bin/next', ['build']],
]) {
  const step = spawnSync(command, args, { stdio: 'inherit', env });
  if (step.status !== 0) process.exit(step.status ?? 1);
}

const server = spawn('node_modules/.bin/next', ['start', '-p', port], { stdio: 'inherit', env });
console.log(`\nSite: http://localhost:${port}\n`);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
