/**
 * What the edge (load balancer or CDN) does in front of the site in
 * production, on loopback for the security bench: TLS on one port, passing
 * requests to the site with `x-forwarded-proto: https`, and a 301 to https on
 * a plain-http port.
 */
import { createServer as createHttpServer, request as httpRequest, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { readFileSync } from 'node:fs';

export interface TlsFront {
  httpsPort: number;
  httpPort: number;
  close(): Promise<void>;
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address !== null ? address.port : 0);
    });
  });
}

const closed = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

export async function startTlsFront(
  upstreamPort: number,
  certificate: { key: string; cert: string },
): Promise<TlsFront> {
  const https = createHttpsServer(
    { key: readFileSync(certificate.key), cert: readFileSync(certificate.cert) },
    (request, response) => {
      const upstream = httpRequest(
        {
          host: '127.0.0.1',
          port: upstreamPort,
          method: request.method,
          path: request.url,
          headers: { ...request.headers, 'x-forwarded-proto': 'https' },
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      upstream.on('error', () => response.writeHead(502).end());
      request.pipe(upstream);
    },
  );
  const httpsPort = await listen(https);
  const http = createHttpServer((request, response) => {
    const host = (request.headers.host ?? 'localhost').replace(/:\d+$/, '');
    response.writeHead(301, { location: `https://${host}:${httpsPort}${request.url ?? '/'}` }).end();
  });
  const httpPort = await listen(http);
  return { httpsPort, httpPort, close: async () => void (await Promise.all([closed(https), closed(http)])) };
}
