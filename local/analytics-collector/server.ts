/**
 * A local analytics collector on loopback, speaking Amplitude's HTTP API v2
 * (POST /2/httpapi, and /batch), so the real SDK sends to it when the site's
 * AMPLITUDE_SERVER_URL points here. It accepts JSON and the text/plain bodies
 * navigator.sendBeacon sends, records every accepted batch, and can answer
 * 429, 413, 408, other 4xx or 5xx on demand.
 *
 * Admin (loopback, for tests and curious developers):
 *   GET    /__admin/batches   what was received, oldest first
 *   DELETE /__admin/batches   forget it
 *   POST   /__admin/faults    {"status":429,"times":2} the next uploads answer that status
 *                             (with "deviceId", only uploads from that device)
 *   GET    /__admin/faults    the faults not yet used up
 *   DELETE /__admin/faults
 * It also serves a labelled tag-manager stand-in script at /gtm.js.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { listeningPort } from '../listening-port';
import { checkBatch, type AmplitudeBatch } from './batch';
import { deviceIdsIn, faultBody, parseFault, type Fault } from './faults';

export interface ReceivedBatch {
  receivedAt: string;
  path: string;
  contentType: string;
  batch: AmplitudeBatch;
}

export interface RunningCollector {
  origin: string;
  serverUrl: string;
  tagManagerUrl: string;
  received(): ReceivedBatch[];
  close(): Promise<void>;
}

/** Amplitude refuses uploads over 1 MB with 413. */
const MAX_BODY_BYTES = 1_048_576;
const UPLOAD_PATHS = new Set(['/2/httpapi', '/batch']);
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'content-type',
  'access-control-allow-methods': 'POST, OPTIONS',
};

const TAG_MANAGER_SCRIPT = `/* Local tag-manager stand-in (not a real tag manager): marks itself loaded. */
window.localTagManager = { loadedAt: Date.now() };
`;

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...CORS, ...headers });
  res.end(body === null ? undefined : JSON.stringify(body));
}

/** The body, or null once it passes the limit (the rest is drained, not kept). */
async function readBody(req: IncomingMessage, limit: number): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size <= limit) chunks.push(buffer);
  }
  return size > limit ? null : Buffer.concat(chunks).toString('utf8');
}

/** `host`: loopback unless a container must publish the port (the compose demo). */
export async function startAnalyticsCollector({
  port = 0,
  host = '127.0.0.1',
  apiKey,
}: {
  port?: number;
  host?: string;
  apiKey: string;
}): Promise<RunningCollector> {
  const received: ReceivedBatch[] = [];
  let faults: Fault[] = [];

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const method = req.method ?? 'GET';
      const route = `${method} ${url.pathname}`;
      if (method === 'OPTIONS') return send(res, 204, null);
      if (route === 'GET /gtm.js') {
        res.writeHead(200, {
          'content-type': 'text/javascript; charset=utf-8',
          'cache-control': 'no-store',
          'access-control-allow-origin': '*',
        });
        return res.end(TAG_MANAGER_SCRIPT);
      }
      if (route === 'GET /__admin/batches') return send(res, 200, received);
      if (route === 'DELETE /__admin/batches') {
        received.length = 0;
        return send(res, 204, null);
      }
      if (route === 'GET /__admin/faults') return send(res, 200, faults);
      if (route === 'DELETE /__admin/faults') {
        faults = [];
        return send(res, 204, null);
      }
      if (route === 'POST /__admin/faults') {
        const fault = parseFault(await readBody(req, 4096));
        if (!fault.ok) return send(res, 400, { error: fault.error });
        faults.push(fault.value);
        return send(res, 201, fault.value);
      }
      if (method !== 'POST' || !UPLOAD_PATHS.has(url.pathname))
        return send(res, 404, { code: 404, error: `no such endpoint: ${method} ${url.pathname}` });

      const text = await readBody(req, MAX_BODY_BYTES);
      const devices = deviceIdsIn(text);
      const fault = faults.find((candidate) => !candidate.deviceId || devices.includes(candidate.deviceId));
      if (fault) {
        fault.times -= 1;
        if (fault.times <= 0) faults = faults.filter((candidate) => candidate !== fault);
        return send(res, fault.status, faultBody(fault.status));
      }
      if (text === null) return send(res, 413, faultBody(413));
      const checked = checkBatch(text, apiKey);
      if (!checked.ok) return send(res, checked.status, checked.body);
      received.push({
        receivedAt: new Date().toISOString(),
        path: url.pathname,
        contentType: req.headers['content-type'] ?? '',
        batch: checked.batch,
      });
      return send(res, 200, {
        code: 200,
        events_ingested: checked.batch.events.length,
        payload_size_bytes: Buffer.byteLength(text),
        server_upload_time: Date.now(),
      });
    })().catch(() => {
      if (!res.headersSent) send(res, 500, { code: 500, error: 'collector failed to handle the request' });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const origin = `http://127.0.0.1:${listeningPort(server)}`;
  return {
    origin,
    serverUrl: `${origin}/2/httpapi`,
    tagManagerUrl: `${origin}/gtm.js`,
    received: () => [...received],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
