// npm start: a production build, then the site on http://localhost:3000.
// Later back-ends for local use (identity provider, GraphQL server, analytics
// collector) start here too, so this one command runs everything.
import { spawn, spawnSync } from 'node:child_process';

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const port = process.env.PORT ?? '3000';

const build = spawnSync('node_modules/.bin/next', ['build'], { stdio: 'inherit', env });
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn('node_modules/.bin/next', ['start', '-p', port], { stdio: 'inherit', env });
console.log(`\nSite: http://localhost:${port}\n`);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
