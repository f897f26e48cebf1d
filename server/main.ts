/**
 * The production server's entry (bundled to .next/standalone/main.mjs by
 * scripts/complete-standalone.ts): Next's own standalone server.js, with the
 * request guard (request-guard.ts) in front of its request listener, so
 * requests Next would answer with a 500 get a 4xx with a reason, and the
 * security headers every response carries. The guard also settles what the
 * X-Forwarded-* headers may say (forwarded.ts) before anything reads them.
 */
import http, { type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { contentSecurityPolicy, NO_SOURCES } from '@/services/security/content-security-policy';
import { securityHeaders } from '@/services/security/security-headers';
import { trustedForwarding, trustedProxyHops } from './forwarded';
import { guard } from './request-guard';
import { hostPolicy } from './site-hosts';
import { staticFilesIn } from './static-files';

const root = dirname(fileURLToPath(import.meta.url));
const files = staticFilesIn(root);
const hosts = hostPolicy(process.env);
const trustedHops = trustedProxyHops(process.env);
const refusalHeaders = {
  ...Object.fromEntries(securityHeaders().map(({ key, value }) => [key, value])),
  'content-security-policy': contentSecurityPolicy({ scriptHashes: null, sources: NO_SOURCES, https: false }),
  'content-type': 'text/plain; charset=utf-8',
  'cache-control': 'no-store',
};

const single = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value.join(', ') : value;

/** One trusted client address and scheme in the headers every later reader sees; the visitor's own claims dropped. */
function settleForwarding(request: IncomingMessage): void {
  const { client, proto } = trustedForwarding({
    forwardedFor: single(request.headers['x-forwarded-for']),
    forwardedProto: single(request.headers['x-forwarded-proto']),
    remoteAddress: request.socket.remoteAddress,
    trustedHops,
  });
  request.headers['x-forwarded-for'] = client;
  if (proto) request.headers['x-forwarded-proto'] = proto;
  else delete request.headers['x-forwarded-proto'];
  delete request.headers['x-forwarded-host'];
  delete request.headers.forwarded;
}

function guarded(listener: RequestListener): RequestListener {
  return (request: IncomingMessage, response: ServerResponse) => {
    const decision = guard(
      {
        method: request.method ?? '',
        url: request.url ?? '/',
        range: request.headers.range,
        host: request.headers.host,
      },
      files,
      hosts,
    );
    if (decision.action === 'answer') {
      response.writeHead(decision.status, { ...refusalHeaders, ...decision.headers });
      response.end();
      return;
    }
    if (decision.action === 'refuse') {
      response.writeHead(decision.status, { ...refusalHeaders, ...decision.headers });
      response.end(request.method === 'HEAD' ? undefined : `${decision.reason}\n`);
      return;
    }
    if (decision.dropRange) delete request.headers.range;
    settleForwarding(request);
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
