/**
 * How the production build is built and served, in one place for npm start,
 * the end-to-end tests and the benches. The server is the project's own
 * (server/main.ts: Next's custom-server API behind the request guard, what the
 * Dockerfile runs), started with node directly so the PID held is the server
 * itself. `next start` is not used: it would skip the guard.
 */
/** The production build, after the configs are validated: `npm run build` (scripts/build.ts), `npm start` and the benches all run these. */
export const BUILD_STEPS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['node_modules/.bin/next', ['build']],
  // Everything done to Next's output, after checking it is the shape the steps were written for.
  ['node_modules/.bin/tsx', ['scripts/post-build/index.ts']],
  ['node_modules/.bin/tsx', ['scripts/bundle-server.ts']],
];

// server/main.ts, bundled; run from the project folder, where Next finds .next and node_modules.
export const SITE_SERVER = '.next/site-server.mjs';

/** Command, arguments and environment that serve the build on host:port. */
export function productionServer(
  port: number | string,
  host: string,
): { command: string; args: string[]; env: Record<string, string> } {
  return {
    command: process.execPath,
    args: [SITE_SERVER],
    env: { PORT: String(port), HOSTNAME: host, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  };
}
