/**
 * The local GraphQL server (graphql-yoga) on loopback: the operations this
 * site calls over fixture members, real JWT checks, the bot check, and faults
 * on demand so the client's error handling is tested against a real server.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { listeningPort } from '../listening-port';
import { setTimeout as sleep } from 'node:timers/promises';
import { createSchema, createYoga } from 'graphql-yoga';
import { BOT_CHECK_SITE_KEY_HEADER, BOT_CHECK_TOKEN_HEADER } from '@/services/graphql/links/bot-check-link';
import { handleAdmin, sendJson, type AdminState, type SeenRequest } from './admin';
import { createBotCheckVerifier } from '@/services/bot-check/siteverify';
import { FAULT_HEADER, FaultQueue, parseFault, type Fault } from './faults';
import { Outbox } from './outbox';
import { resolvers, type RequestContext } from './resolvers';
import { typeDefs } from './schema';
import type { TokenMint } from './token-mint';
import { createTokenVerifier, type TokenTrust } from './verify-token';

export const GRAPHQL_PATH = '/graphql';
const MAX_BODY_BYTES = 1024 * 1024;

export interface GraphqlServerOptions {
  port?: number;
  /** The interface to listen on: loopback unless a container must publish the port (the compose demo). Addresses still name 127.0.0.1. */
  host?: string;
  trust: TokenTrust | readonly TokenTrust[];
  mint?: TokenMint;
  botCheck?: { verifyUrl: string; secret: string };
  log?: (line: string) => void;
}

export interface RunningGraphqlServer {
  url: string;
  origin: string;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const NAMED_OPERATION = /\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/;

/** The operation a request is for: its operationName, else the name in its document (for fault matching and the request log). */
function operationNameOf(method: string, url: URL, body: string): string | null {
  let named: unknown = null;
  let query: unknown = null;
  if (method === 'GET') {
    named = url.searchParams.get('operationName');
    query = url.searchParams.get('query');
  } else {
    try {
      const parsed: unknown = JSON.parse(body);
      if (typeof parsed === 'object' && parsed !== null) {
        named = Reflect.get(parsed, 'operationName');
        query = Reflect.get(parsed, 'query');
      }
    } catch {
      // Not JSON: yoga answers that itself.
    }
  }
  if (typeof named === 'string' && named) return named;
  return typeof query === 'string' ? (NAMED_OPERATION.exec(query)?.[1] ?? null) : null;
}

const header = (req: IncomingMessage, name: string): string | null => {
  const value = req.headers[name];
  return typeof value === 'string' ? value : null;
};

async function writeResponse(res: ServerResponse, response: Response): Promise<void> {
  res.writeHead(response.status, Object.fromEntries(response.headers.entries()));
  res.end(Buffer.from(await response.arrayBuffer()));
}

export async function startGraphqlServer(options: GraphqlServerOptions): Promise<RunningGraphqlServer> {
  const log = options.log ?? ((line: string) => console.log(`[graphql] ${line}`));
  const verifyToken = createTokenVerifier(options.trust);
  const verifyBotCheck = options.botCheck
    ? createBotCheckVerifier(options.botCheck.verifyUrl, options.botCheck.secret)
    : undefined;
  const state: AdminState = { faults: new FaultQueue(), outbox: new Outbox(), requests: [], mint: options.mint };
  const yoga = createYoga<RequestContext>({
    schema: createSchema({ typeDefs, resolvers }),
    graphqlEndpoint: GRAPHQL_PATH,
    logging: false,
    // Unexpected resolver errors are masked ("Unexpected error."): no stack trace ever leaves the server.
    maskedErrors: true,
  });

  async function serveGraphql(req: IncomingMessage, res: ServerResponse, url: URL, body: string): Promise<void> {
    const method = req.method ?? 'GET';
    const operation = operationNameOf(method, url, body);
    const headerFault = header(req, FAULT_HEADER);
    const parsed = headerFault ? parseFault(headerFault) : { ok: true as const, fault: {} };
    if (!parsed.ok) return sendJson(res, 400, { errors: [{ message: parsed.reason }] });
    const fault: Fault = { ...(state.faults.take(operation ?? undefined) ?? {}), ...parsed.fault };
    const seen: SeenRequest = {
      at: new Date().toISOString(),
      method,
      operation,
      authorization: header(req, 'authorization') !== null,
      fault: Object.keys(fault).length > 0 ? JSON.stringify(fault) : null,
    };
    state.requests.push(seen);
    if (seen.fault) log(`${method} ${operation ?? '(no operation name)'} with fault ${seen.fault}`);

    if (fault.delayMs) await sleep(fault.delayMs);
    if (fault.drop) {
      req.socket.destroy();
      return;
    }
    if (fault.status) return sendJson(res, fault.status, { errors: [{ message: `Injected HTTP ${fault.status}` }] });
    if (fault.malformed) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"data": {"member": {"id": "1001_cl');
      return;
    }
    if (fault.empty) return sendJson(res, 200, {});

    const request = new Request(url, {
      method,
      headers: new Headers(
        Object.entries(req.headers).flatMap(([name, value]) =>
          typeof value === 'string' ? [[name, value] as [string, string]] : [],
        ),
      ),
      ...(method === 'GET' || method === 'HEAD' ? {} : { body }),
    });
    const context: RequestContext = {
      authorization: header(req, 'authorization'),
      botCheckSiteKey: header(req, BOT_CHECK_SITE_KEY_HEADER),
      botCheckToken: header(req, BOT_CHECK_TOKEN_HEADER),
      fault,
      verifyToken,
      verifyBotCheck,
      outbox: state.outbox,
      log,
    };
    await writeResponse(res, await yoga.handleRequest(request, context));
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const body = await readBody(req);
      if (body === undefined)
        return sendJson(res, 413, { errors: [{ message: `the body is larger than ${MAX_BODY_BYTES} bytes` }] });
      if (url.pathname.startsWith('/__admin/')) return handleAdmin(req, res, url.pathname, body, state);
      if (url.pathname === GRAPHQL_PATH) return serveGraphql(req, res, url, body);
      return sendJson(res, 404, { error: `nothing at ${url.pathname}; GraphQL is at ${GRAPHQL_PATH}` });
    })().catch((error: unknown) => {
      log(`internal error: ${error instanceof Error ? error.message : String(error)}`);
      if (!res.headersSent) sendJson(res, 500, { errors: [{ message: 'Internal server error' }] });
      else res.destroy();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const origin = `http://127.0.0.1:${listeningPort(server)}`;
  return {
    origin,
    url: `${origin}${GRAPHQL_PATH}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
