import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listeningPort } from '@/local/listening-port';
import { faultInjectionAllowed, forwardGraphql, MAX_FORWARDED_BODY_BYTES } from './forward';

let upstream: Server;
let upstreamUrl = '';
const seen: Array<{
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}> = [];

beforeAll(async () => {
  upstream = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      if (req.url?.includes('drop')) return req.socket.destroy();
      res.writeHead(418, {
        'content-type': 'application/graphql-response+json',
        'set-cookie': 'upstream=1',
        'x-internal': 'secret',
      });
      res.end('{"errors":[{"message":"teapot"}]}');
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${listeningPort(upstream)}/graphql`;
});
afterAll(() => new Promise<void>((resolve) => upstream.close(() => resolve())));

describe('forwardGraphql', () => {
  it("passes the query string, the request's GraphQL headers and body, and the upstream's status and body back", async () => {
    const response = await forwardGraphql(
      new Request('http://site/graphql?operationName=Member&query=x', {
        method: 'POST',
        body: '{"query":"{member{id}}"}',
        headers: {
          authorization: 'Bearer t',
          'content-type': 'application/json',
          cookie: 'session=private',
          'x-bot-check-token': 'tok',
          'x-fault': 'status=503',
          'x-internal-debug': '1',
        },
      }),
      upstreamUrl,
    );
    expect(response.status).toBe(418);
    expect(response.headers.get('content-type')).toBe('application/graphql-response+json');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('x-internal')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ errors: [{ message: 'teapot' }] });
    const request = seen.at(-1);
    expect(request).toMatchObject({
      method: 'POST',
      url: '/graphql?operationName=Member&query=x',
      body: '{"query":"{member{id}}"}',
    });
    expect(request?.headers).toMatchObject({ authorization: 'Bearer t', 'x-bot-check-token': 'tok' });
    expect(request?.headers.cookie).toBeUndefined();
    expect(request?.headers['x-fault']).toBeUndefined();
    expect(request?.headers['x-internal-debug']).toBeUndefined();
  });

  it('lets the fault switch through only when fault injection is allowed', async () => {
    await forwardGraphql(new Request('http://site/graphql', { headers: { 'x-fault': 'status=503' } }), upstreamUrl, {
      faultInjection: true,
    });
    expect(seen.at(-1)?.headers['x-fault']).toBe('status=503');
  });

  it('turns a dropped upstream connection into a failed body, so the browser sees a network error', async () => {
    const response = await forwardGraphql(new Request('http://site/graphql?drop=1'), upstreamUrl);
    await expect(response.text()).rejects.toThrow();
  });

  it('answers 503 with a reason when no upstream is configured, 405 for other methods, 413 for oversized bodies', async () => {
    const unconfigured = await forwardGraphql(new Request('http://site/graphql'), undefined);
    expect(unconfigured.status).toBe(503);
    expect(await unconfigured.json()).toEqual({
      errors: [{ message: 'GraphQL is not configured on this server: set GRAPHQL_UPSTREAM_URL' }],
    });
    expect(
      (await forwardGraphql(new Request('http://site/graphql', { method: 'PUT', body: 'x' }), upstreamUrl)).status,
    ).toBe(405);
    expect(
      (
        await forwardGraphql(
          new Request('http://site/graphql', { method: 'POST', body: 'x'.repeat(MAX_FORWARDED_BODY_BYTES + 1) }),
          upstreamUrl,
        )
      ).status,
    ).toBe(413);
  });
});

describe('faultInjectionAllowed', () => {
  const local = { GRAPHQL_FAULT_INJECTION: '1', GRAPHQL_UPSTREAM_URL: 'http://127.0.0.1:4001/graphql' };
  it('needs the flag, an upstream on this machine and a configuration that is not production', () => {
    expect(faultInjectionAllowed(local)).toBe(true);
    expect(faultInjectionAllowed({ ...local, GRAPHQL_FAULT_INJECTION: undefined })).toBe(false);
    expect(faultInjectionAllowed({ ...local, GRAPHQL_UPSTREAM_URL: 'https://api.example.com/graphql' })).toBe(false);
    expect(faultInjectionAllowed({ ...local, SITE_ENV: 'production' })).toBe(false);
  });
});
