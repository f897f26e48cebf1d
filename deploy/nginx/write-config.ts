/**
 * Writes the proxy and static tier (deploy/nginx/site-proxy.ts) for the build in .next, with this process's
 * environment standing for the instances' (run it with theirs):
 *   npx tsx deploy/nginx/write-config.ts --out <dir> --listen <[address:]port> --upstream <host:port> [--upstream …]
 *     [--user <name>] [--error-log <path>] [--access-log <path|off>] [--build <dir, default .next>]
 * then `nginx -c <dir>/nginx.conf`, or include <dir>/site.conf in an nginx of your own, and reload it.
 */
import { parseArgs } from 'node:util';
import { writeSiteProxy } from './site-proxy';

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    listen: { type: 'string' },
    upstream: { type: 'string', multiple: true },
    user: { type: 'string' },
    'error-log': { type: 'string' },
    'access-log': { type: 'string' },
    build: { type: 'string', default: '.next' },
  },
});

if (!values.out || !values.listen || !values.upstream?.length) {
  console.error('usage: write-config.ts --out <dir> --listen <[address:]port> --upstream <host:port> [--upstream …]');
  process.exit(2);
}
const written = writeSiteProxy({
  distDir: values.build,
  outDir: values.out,
  listen: values.listen,
  upstreams: values.upstream,
  env: process.env,
  user: values.user,
  errorLog: values['error-log'],
  accessLog: values['access-log'],
});
console.log(
  `nginx: ${written.mainConf}: ${written.staticPages.length} pages from the static tier; to the instances: ` +
    `${written.passedToNext.join(', ')} and everything not prerendered`,
);
