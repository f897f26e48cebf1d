/**
 * npm run dev: the site in development with live preview. Starts the local
 * back-ends, runs `next dev` wired to them, and regenerates the schema bundle
 * and types (`npm run gen`) whenever a schema is saved. Saving a file under
 * pages-config/ re-renders the open page; an invalid file shows the
 * validator's messages in an overlay (services/config/site-model.ts).
 */
import { spawn, spawnSync } from 'node:child_process';
import { watch } from 'node:fs';
import { startLocalBackends } from '@/local/backends';

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ALLOW_FLAG_OVERRIDES: '1' };
const port = process.env.PORT ?? '3000';

const backends = await startLocalBackends({ siteOrigin: `http://localhost:${port}` });
for (const line of backends.lines) console.log(line);

const server = spawn('node_modules/.bin/next', ['dev', '-p', port], {
  stdio: 'inherit',
  env: { ...env, ...backends.siteEnv },
});
console.log(`Site: http://localhost:${port} (block gallery: http://localhost:${port}/dev/blocks)\n`);

// Schemas: the hand-written ones and each block's schema.json. Generated files are skipped, or gen would trigger itself.
const isSchema = (name: string | null) => name !== null && name.endsWith('schema.json') && !name.includes('generated');
let timer: ReturnType<typeof setTimeout> | undefined;
const regenerate = () => {
  clearTimeout(timer);
  timer = setTimeout(() => {
    const gen = spawnSync('node_modules/.bin/tsx', ['scripts/gen-types.ts'], { stdio: 'inherit', env });
    if (gen.status !== 0) console.error('npm run gen failed: fix the schema and save again');
  }, 100);
};
const watchers = [
  watch('schemas', { recursive: true }, (_event, name) => isSchema(name) && regenerate()),
  watch('components/blocks', { recursive: true }, (_event, name) => isSchema(name) && regenerate()),
];

const stop = (signal: NodeJS.Signals) => {
  for (const watcher of watchers) watcher.close();
  server.kill(signal);
};
process.once('SIGINT', () => stop('SIGINT'));
process.once('SIGTERM', () => stop('SIGTERM'));
server.on('exit', (code, signal) => {
  void backends.close().finally(() => process.exit(code ?? (signal ? 0 : 1)));
});
