/** HTTP as a raw client sends it: any request target, any Host, any header; for the tests of the server's edge. */
import { request as httpRequest } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  location: string | undefined;
  body: string;
}

export interface RawRequest {
  method?: string;
  target: string;
  /** Defaults to the origin's own host. */
  host?: string;
  headers?: Record<string, string>;
  body?: string;
}

export function raw(
  origin: string,
  { method = 'GET', target, host, headers = {}, body }: RawRequest,
): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: hostname,
        port,
        method,
        path: target,
        headers: { host: host ?? `${hostname}:${port}`, ...headers },
        setHost: false,
      },
      (response) => {
        // Decoded once whole: a chunk can end inside a character (é, ñ), and decoding chunks one by one would garble
        // it differently for each server that cuts the body differently.
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            location: response.headers.location,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
