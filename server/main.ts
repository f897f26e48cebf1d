/**
 * The production server (bundled to .next/site-server.mjs by
 * scripts/bundle-server.ts, run from the project folder): Next's documented
 * custom server, `next({ dev: false }).getRequestHandler()` inside this
 * process's own http.Server, with the request guard (request-guard.ts) in
 * front of it, so requests Next would answer with a 500 get a 4xx with a
 * reason and the security headers every response carries. The guard also
 * settles what the X-Forwarded-* headers may say (forwarded.ts) before
 * anything reads them. Why this design and not Next's standalone server
 * behind a second process: docs/deployment.md, "The server".
 */
import http, { type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import next from 'next';
import { contentSecurityPolicy, NO_SOURCES } from '@/services/security/content-security-policy';
import { securityHeaders } from '@/services/security/security-headers';
import { answeredByDrain, drainFor, drainOptions, KEEP_ALIVE_TIMEOUT_MS, type Drain } from './drain';
import { trustedForwarding, trustedProxyHops } from './forwarded';
import { guard } from './request-guard';
import { hostPolicy } from './site-hosts';
import { staticFilesIn } from './static-files';

const root = process.cwd();
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

function guarded(listener: RequestListener, drain: Drain): RequestListener {
  return (request: IncomingMessage, response: ServerResponse) => {
    if (answeredByDrain(drain, request, response, refusalHeaders)) return;
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

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME ?? '0.0.0.0';
const keepAliveTimeout = Number(process.env.KEEP_ALIVE_TIMEOUT || KEEP_ALIVE_TIMEOUT_MS);

const app = next({ dev: false, dir: root, hostname, port });
await app.prepare();
const handle = app.getRequestHandler();
// Next answers its own errors; one that escapes it still ends the response rather than the process.
const serve: RequestListener = (request, response) => {
  handle(request, response).catch((error: unknown) => {
    console.error(
      JSON.stringify({
        level: 'error',
        msg: 'request handler failed',
        error: error instanceof Error ? error.name : 'unknown',
      }),
    );
    if (!response.headersSent) response.writeHead(500, { ...refusalHeaders });
    response.end();
  });
};
const server = http.createServer();
const drain = drainFor(server, drainOptions(process.env));
server.on('request', guarded(serve, drain));
if (Number.isFinite(keepAliveTimeout) && keepAliveTimeout > 0) server.keepAliveTimeout = keepAliveTimeout;
server.listen(port, hostname, () => {
  console.log(JSON.stringify({ level: 'info', msg: `serving on http://${hostname}:${port}` }));
});

// A rolling deploy, an orchestrator or a test sends SIGTERM: drain (server/drain.ts), then leave. Ctrl-C
// (SIGINT) in a terminal drains too, without waiting for a balancer that is not there.
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.once(signal, () => {
    console.log(JSON.stringify({ level: 'info', msg: `${signal}: draining` }));
    void drain.begin(signal === 'SIGINT' ? 0 : undefined).then(() => process.exit(0));
  });
