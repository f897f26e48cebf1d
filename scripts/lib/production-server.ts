/**
 * How the production build is built and served, in one place for npm start,
 * the end-to-end tests and the benches. The server is Next's standalone
 * output (what the Dockerfile packages), run with node directly so the PID
 * held is the server itself. `next start` is not used: it does not run the
 * standalone output, nor the guard.
 */
/** The production build, after the configs are validated: `npm run build` (scripts/build.ts), `npm start` and the benches all run these. */
export const BUILD_STEPS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['node_modules/.bin/next', ['build']],
  // Pages load their scripts after the first paint; those scripts carry the compile hint.
  ['node_modules/.bin/tsx', ['scripts/first-load.ts']],
  // The policy's hashes and the pages' ETags come from the final HTML, and the standalone folder needs its assets.
  ['node_modules/.bin/tsx', ['scripts/csp-hashes.ts']],
  ['node_modules/.bin/tsx', ['scripts/complete-standalone.ts']],
];

// Next's standalone server.js behind the request guard (server/main.ts).
export const STANDALONE_SERVER = '.next/standalone/main.mjs';

/** Command, arguments and environment that serve the build on host:port. */
export function productionServer(
  port: number | string,
  host: string,
): { command: string; args: string[]; env: Record<string, string> } {
  return {
    command: process.execPath,
    args: [STANDALONE_SERVER],
    env: { PORT: String(port), HOSTNAME: host, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  };
}
