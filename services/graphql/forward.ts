/**
 * The site's /graphql: forwards to GRAPHQL_UPSTREAM_URL, so the browser talks
 * to its own origin only. Status, body and content type pass through as the
 * upstream sent them (the client's error handling sees the real answer);
 * an unreachable upstream is a dropped connection for the browser too.
 */
const FORWARDED_REQUEST_HEADERS = ['accept', 'authorization', 'content-type', 'x-bot-check-site-key', 'x-bot-check-token', 'x-fault', 'x-forwarded-for'];
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

const problem = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status, headers: { 'cache-control': 'no-store' } });

/** A response that fails while its body is read: the browser's fetch rejects with a TypeError, as for a lost connection. */
function droppedConnection(): Response {
  return new Response(new ReadableStream({ pull: (controller) => controller.error(new Error('upstream connection lost')) }), { status: 502, headers: { 'cache-control': 'no-store' } });
}

export async function forwardGraphql(request: Request, upstream: string | undefined): Promise<Response> {
  if (!upstream) return problem(503, 'GraphQL is not configured on this server: set GRAPHQL_UPSTREAM_URL');
  if (request.method !== 'GET' && request.method !== 'POST') return problem(405, `${request.method} is not supported; use GET for queries or POST`);
  const target = new URL(upstream);
  target.search = new URL(request.url).search;
  const body = request.method === 'POST' ? await request.arrayBuffer() : undefined;
  if (body && body.byteLength > MAX_FORWARDED_BODY_BYTES) return problem(413, `the request is larger than ${MAX_FORWARDED_BODY_BYTES} bytes`);
  let response: Response;
  try {
    response = await fetch(target, { method: request.method, headers: pick(request.headers, FORWARDED_REQUEST_HEADERS), body, redirect: 'manual', signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS) });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') return problem(504, `the GraphQL server did not answer within ${UPSTREAM_TIMEOUT_MS / 1000} s`);
    return droppedConnection();
  }
  const headers = pick(response.headers, FORWARDED_RESPONSE_HEADERS);
  if (!headers.has('cache-control')) headers.set('cache-control', 'no-store');
  return new Response(response.body, { status: response.status, headers });
}
