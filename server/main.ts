/**
 * The production server's entry (bundled to .next/standalone/main.mjs by
 * scripts/standalone-assets.ts): Next's own standalone server.js, with the
 * request guard (request-guard.ts) in front of its request listener, so
 * requests Next would answer with a 500 get a 4xx with a reason, and the
 * security headers every response carries.
 */
import http, { type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { contentSecurityPolicy, NO_SOURCES } from '@/services/security/content-security-policy';
import { securityHeaders } from '@/services/security/security-headers';
import { guard } from './request-guard';
import { staticFilesIn } from './static-files';

const root = dirname(fileURLToPath(import.meta.url));
const files = staticFilesIn(root);
const refusalHeaders = {
  ...Object.fromEntries(securityHeaders().map(({ key, value }) => [key, value])),
  'content-security-policy': contentSecurityPolicy({ scriptHashes: null, sources: NO_SOURCES, https: false }),
  'content-type': 'text/plain; charset=utf-8',
  'cache-control': 'no-store',
};

function guarded(listener: RequestListener): RequestListener {
  return (request: IncomingMessage, response: ServerResponse) => {
    const decision = guard({ method: request.method ?? '', url: request.url ?? '/', range: request.headers.range }, files);
    if (decision.action === 'refuse') {
      response.writeHead(decision.status, { ...refusalHeaders, ...decision.headers });
      response.end(request.method === 'HEAD' ? undefined : `${decision.reason}\n`);
      return;
    }
    if (decision.dropRange) delete request.headers.range;
    listener(request, response);
  };
}

// server.js creates exactly one server, with http.createServer(listener): wrap that listener.
const createServer = http.createServer;
http.createServer = ((...args: unknown[]) => {
  const last = args.at(-1);
  if (typeof last === 'function') args[args.length - 1] = guarded(last as RequestListener);
  return (createServer as (...a: unknown[]) => http.Server)(...args);
}) as typeof http.createServer;

await import(pathToFileURL(join(root, 'server.js')).href);
