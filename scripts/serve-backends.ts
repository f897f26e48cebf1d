/**
 * The local back-ends on their own, for the compose demo (compose.yaml): on
 * fixed ports and every interface of their container, which the site's
 * container shares, so http://127.0.0.1:<port> means the same thing to the
 * site, to the browser (published ports) and to the identity provider's
 * redirects. Writes the site's environment (the same variables production
 * sets to the real services) to SITE_ENV_FILE, then runs until stopped.
 */
import { writeFileSync } from 'node:fs';
import { startLocalBackends } from '@/local/backends';

const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const backends = await startLocalBackends({
  siteOrigin: process.env.SITE_ORIGIN ?? 'http://localhost:3000',
  host: process.env.LOCAL_BACKENDS_HOST ?? '0.0.0.0',
  ports: {
    identity: port('LOCAL_IDENTITY_PORT', 4000),
    graphql: port('LOCAL_GRAPHQL_PORT', 4001),
    botCheck: port('LOCAL_BOT_CHECK_PORT', 4002),
    analytics: port('LOCAL_ANALYTICS_PORT', 4003),
    enrollment: port('LOCAL_ENROLLMENT_PORT', 4004),
  },
});
for (const line of backends.lines) console.log(line);
const envFile = process.env.SITE_ENV_FILE;
if (envFile) {
  // Values are URLs and base64url secrets: nothing a shell would expand, so plain KEY=value lines.
  writeFileSync(
    envFile,
    `${Object.entries(backends.siteEnv)
      .map(([key, value]) => `${key}=${value}`)
      .join('\n')}\n`,
  );
  console.log(`site environment written to ${envFile}`);
}
const stop = () => void backends.close().finally(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
