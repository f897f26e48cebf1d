import http, { type Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { answeredByDrain, drainFor, type Drain } from './drain';

let server: Server | undefined;

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

/** A server like the production one: the drain first, then a handler that answers /slow after 300 ms. */
async function serve(delayMs: number): Promise<{ port: number; drain: Drain }> {
  const created = http.createServer();
  const drain = drainFor(created, { delayMs, timeoutMs: 2000, quietMs: 20, quietMaxWaitMs: 200 });
  created.on('request', (request, response) => {
    if (answeredByDrain(drain, request, response, { 'content-type': 'text/plain' })) return;
    const answer = () => response.end('ok');
    if (request.url === '/slow') setTimeout(answer, 300);
    else answer();
  });
  await new Promise<void>((resolve) => created.listen(0, '127.0.0.1', resolve));
  server = created;
  const address = created.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return { port: address.port, drain };
}

/** One keep-alive connection on which requests are written by hand, as a proxy reusing it would. */
async function connection(port: number): Promise<{ socket: Socket; get(path: string): Promise<string> }> {
  const socket = connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  return {
    socket,
    get(path) {
      return new Promise((resolve, reject) => {
        let text = '';
        const onData = (chunk: Buffer) => {
          text += chunk.toString();
          // A whole response: a body of known length ("ok") or the last chunk of a chunked one.
          if (/\r\n\r\n[\s\S]*(ok|0\r\n\r\n)$/.test(text)) {
            socket.off('data', onData);
            resolve(text);
          }
        };
        socket.on('data', onData);
        socket.once('error', reject);
        socket.write(`GET ${path} HTTP/1.1\r\nHost: site\r\n\r\n`);
      });
    },
  };
}

const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(true));
  });

describe('the drain on SIGTERM', () => {
  it('says not ready at once, while a request in flight and new requests are still answered', async () => {
    const { port, drain } = await serve(400);
    const busy = await connection(port);
    const inFlight = busy.get('/slow');
    const done = drain.begin();
    const probe = await connection(port);
    expect(await probe.get('/healthz')).toMatch(/^HTTP\/1\.1 503/);
    const page = await (await connection(port)).get('/');
    expect(page).toMatch(/^HTTP\/1\.1 200/);
    expect(page).not.toMatch(/connection: close/i);
    expect(await inFlight).toMatch(/^HTTP\/1\.1 200/);
    busy.socket.destroy();
    probe.socket.destroy();
    await done;
  });

  it('keeps an idle keep-alive connection open and answers its next request, with Connection: close', async () => {
    const { port, drain } = await serve(0);
    const idle = await connection(port);
    expect(await idle.get('/')).toMatch(/^HTTP\/1\.1 200/);
    const closed = new Promise((resolve) => idle.socket.once('close', resolve));
    const done = drain.begin();
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Node's own server.close() would have destroyed this connection by now.
    expect(idle.socket.destroyed).toBe(false);
    expect(await refused(port)).toBe(true);
    const last = await idle.get('/');
    expect(last).toMatch(/^HTTP\/1\.1 200/);
    expect(last).toMatch(/connection: close/i);
    await closed;
    await done;
  });

  it('finishes once no connection is left, and ends stragglers at the timeout', async () => {
    const { port, drain } = await serve(0);
    const forgotten = await connection(port);
    const ended = new Promise((resolve) => forgotten.socket.once('close', resolve).resume());
    const started = Date.now();
    await drain.begin();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    await ended;
    expect(drain.phase()).toBe('closed');
  });
});
