/**
 * The site's /graphql: forwards to GRAPHQL_UPSTREAM_URL, so the browser talks
 * to its own origin only. Status, body and content type pass through as the
 * upstream sent them (the client's error handling sees the real answer);
 * an unreachable upstream is a dropped connection for the browser too.
 */
// What the GraphQL API reads: the operation's format, the member's bearer, the bot check's proof and the client's
// address (settled by the server, so trustworthy). Nothing else of the visitor's reaches it.
const FORWARDED_REQUEST_HEADERS = [
  'accept',
  'authorization',
  'content-type',
  'x-bot-check-site-key',
  'x-bot-check-token',
  'x-forwarded-for',
];
/** The local GraphQL stand-in's test switch (an error status, a delay): let through only where faultInjection allows. */
export const FAULT_HEADER = 'x-fault';

type Env = Readonly<Record<string, string | undefined>>;

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Fault injection is for the end-to-end tests against the local stand-ins only: it needs the explicit flag, an
 * upstream on this machine, and a configuration that is not production. Anywhere else a visitor could use the
 * header to make the API fail or hang.
 */
export function faultInjectionAllowed(env: Env): boolean {
  if (env.GRAPHQL_FAULT_INJECTION !== '1' || env.SITE_ENV === 'production') return false;
  try {
    return LOOPBACK_HOSTS.has(new URL(env.GRAPHQL_UPSTREAM_URL ?? '').hostname);
  } catch {
    return false;
  }
}
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'cache-control', 'retry-after', 'www-authenticate'];
export const MAX_FORWARDED_BODY_BYTES = 1024 * 1024;
export const UPSTREAM_TIMEOUT_MS = 30_000;

function pick(headers: Headers, names: string[]): Headers {
  const picked = new Headers();
  for (const name of names) {
    const value = headers.get(name);
    if (value !== null) picked.set(name, value);
  }
  return picked;
}

const problem = (status: number, message: string) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'cache-control': 'no-store' } });

/** A response that fails while its body is read: the browser's fetch rejects with a TypeError, as for a lost connection. */
function droppedConnection(): Response {
  return new Response(
    new ReadableStream({ pull: (controller) => controller.error(new Error('upstream connection lost')) }),
    { status: 502, headers: { 'cache-control': 'no-store' } },
  );
}

export async function forwardGraphql(
  request: Request,
  upstream: string | undefined,
  { faultInjection = false } = {},
): Promise<Response> {
  if (!upstream) return problem(503, 'GraphQL is not configured on this server: set GRAPHQL_UPSTREAM_URL');
  if (request.method !== 'GET' && request.method !== 'POST')
    return problem(405, `${request.method} is not supported; use GET for queries or POST`);
  const target = new URL(upstream);
  target.search = new URL(request.url).search;
  const body = request.method === 'POST' ? await request.arrayBuffer() : undefined;
  if (body && body.byteLength > MAX_FORWARDED_BODY_BYTES)
    return problem(413, `the request is larger than ${MAX_FORWARDED_BODY_BYTES} bytes`);
  let response: Response;
  try {
    response = await fetch(target, {
      method: request.method,
      headers: pick(
        request.headers,
        faultInjection ? [...FORWARDED_REQUEST_HEADERS, FAULT_HEADER] : FORWARDED_REQUEST_HEADERS,
      ),
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError')
      return problem(504, `the GraphQL server did not answer within ${UPSTREAM_TIMEOUT_MS / 1000} s`);
    return droppedConnection();
  }
  const headers = pick(response.headers, FORWARDED_RESPONSE_HEADERS);
  if (!headers.has('cache-control')) headers.set('cache-control', 'no-store');
  return new Response(response.body, { status: response.status, headers });
}
