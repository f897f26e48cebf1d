/**
 * A local stand-in for the bot-check provider, on loopback: serves the
 * browser script, issues tokens, and verifies them on /siteverify with the
 * request and answer shape of reCAPTCHA's API. It can be told to refuse
 * tokens, so the site's "bot check failed" path is tested for real.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { listeningPort } from '../listening-port';
import { clientScript } from './client-script';
import { createTokenService } from './tokens';

export interface BotCheckServerOptions {
  port?: number;
  /** The interface to listen on: loopback unless a container must publish the port (the compose demo). Addresses still name 127.0.0.1. */
  host?: string;
  siteKey: string;
  secret: string;
}

export interface RunningBotCheckServer {
  origin: string;
  scriptUrl: string;
  verifyUrl: string;
  close(): Promise<void>;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'content-type',
  'access-control-allow-methods': 'POST',
};

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) {
    text += String(chunk);
    if (text.length > 16_384) break;
  }
  return text;
}

function jsonField(text: string, name: string): unknown {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? Reflect.get(parsed, name) : undefined;
  } catch {
    return undefined;
  }
}

const textField = (text: string, name: string): string | undefined => {
  const value = jsonField(text, name);
  return typeof value === 'string' ? value : undefined;
};

export async function startBotCheckServer({
  port = 0,
  host = '127.0.0.1',
  siteKey,
  secret,
}: BotCheckServerOptions): Promise<RunningBotCheckServer> {
  const tokens = createTokenService();
  let refuseTokens = false;
  let origin = '';

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const route = `${req.method ?? 'GET'} ${url.pathname}`;
      const body = await bodyOf(req);
      if (route === 'GET /api.js') {
        res.writeHead(200, {
          'content-type': 'text/javascript; charset=utf-8',
          'cache-control': 'no-store',
          'access-control-allow-origin': '*',
        });
        return res.end(clientScript(origin));
      }
      if (route === 'OPTIONS /token') return send(res, 204, null, CORS);
      if (route === 'POST /token') {
        if (refuseTokens) return send(res, 503, { error: 'the bot check is refusing tokens (admin switch)' }, CORS);
        const key = textField(body, 'siteKey');
        if (key !== siteKey) return send(res, 400, { error: 'unknown site key' }, CORS);
        return send(res, 200, { token: tokens.issue(key, textField(body, 'action') ?? '', Date.now()) }, CORS);
      }
      if (route === 'POST /siteverify') {
        const form = new URLSearchParams(body);
        if (form.get('secret') !== secret)
          return send(res, 200, { success: false, 'error-codes': ['invalid-input-secret'] });
        const checked = tokens.check(form.get('response') ?? '', Date.now());
        if (!checked.ok) return send(res, 200, { success: false, 'error-codes': [checked.errorCode] });
        return send(res, 200, {
          success: true,
          score: 0.9,
          action: checked.claims.action,
          challenge_ts: new Date(checked.claims.issuedAt).toISOString(),
          hostname: '127.0.0.1',
          'error-codes': [],
        });
      }
      if (route === 'POST /__admin/refuse-tokens') {
        refuseTokens = jsonField(body, 'refuse') === true;
        return send(res, 200, { refuseTokens });
      }
      return send(res, 404, { error: `no route ${route}` });
    })().catch(() => {
      if (!res.headersSent) send(res, 400, { error: 'bad request' });
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  origin = `http://127.0.0.1:${listeningPort(server)}`;
  return {
    origin,
    scriptUrl: `${origin}/api.js?render=${encodeURIComponent(siteKey)}`,
    verifyUrl: `${origin}/siteverify`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
