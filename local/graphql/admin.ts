/**
 * The loopback admin endpoint of the local GraphQL server: queue faults, read
 * what it "sent" and which requests it saw, and (until sign-in has its own
 * identity provider) mint tokens signed with the local key for tests.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseFault, type FaultQueue } from './faults';
import type { Outbox } from './outbox';
import type { TokenMint } from './token-mint';

export interface SeenRequest {
  at: string;
  method: string;
  operation: string | null;
  authorization: boolean;
  fault: string | null;
}

export interface AdminState {
  faults: FaultQueue;
  outbox: Outbox;
  requests: SeenRequest[];
  mint: TokenMint | undefined;
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

function objectBody(text: string): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(text || '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? { ...parsed } : undefined;
  } catch {
    return undefined;
  }
}

export async function handleAdmin(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  bodyText: string,
  state: AdminState,
): Promise<void> {
  const route = `${req.method ?? 'GET'} ${path}`;
  const body = objectBody(bodyText);
  if (!body) return sendJson(res, 400, { error: 'the body must be a JSON object' });
  switch (route) {
    case 'POST /__admin/faults': {
      const parsed = parseFault(typeof body.fault === 'string' ? body.fault : '');
      if (!parsed.ok || Object.keys(parsed.fault).length === 0)
        return sendJson(res, 400, { error: parsed.ok ? 'name a fault, e.g. {"fault":"status=503"}' : parsed.reason });
      const times = typeof body.times === 'number' && Number.isInteger(body.times) && body.times > 0 ? body.times : 1;
      state.faults.add({
        fault: parsed.fault,
        remaining: times,
        ...(typeof body.operation === 'string' ? { operation: body.operation } : {}),
      });
      return sendJson(res, 201, { queued: parsed.fault, times });
    }
    case 'DELETE /__admin/faults':
      state.faults.clear();
      return sendJson(res, 200, { cleared: true });
    case 'GET /__admin/outbox':
      return sendJson(res, 200, state.outbox.list());
    case 'DELETE /__admin/outbox':
      state.outbox.clear();
      return sendJson(res, 200, { cleared: true });
    case 'GET /__admin/requests':
      return sendJson(res, 200, state.requests);
    case 'DELETE /__admin/requests':
      state.requests.length = 0;
      return sendJson(res, 200, { cleared: true });
    case 'POST /__admin/tokens': {
      if (!state.mint)
        return sendJson(res, 404, { error: 'this server verifies tokens of an identity provider and mints none' });
      if (typeof body.sub !== 'string' || body.sub === '')
        return sendJson(res, 400, { error: 'sub (the member subject) is required' });
      const expiresIn = typeof body.expiresInSeconds === 'number' ? body.expiresInSeconds : 3600;
      return sendJson(res, 201, await state.mint(body.sub, expiresIn));
    }
    default:
      return sendJson(res, 404, { error: `no admin route ${route}` });
  }
}
