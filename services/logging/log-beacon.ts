/**
 * POST /api/logs: log entries from visitors' browsers, checked, redacted and
 * written one JSON line each. Every refusal is a 4xx with a reason in plain
 * words; nothing a client sends can make it answer 5xx or print a stack.
 */
import { MAX_BODY_BYTES, parseLogBody, type ClientLogEntry } from './log-entry';
import { readBodyWithin } from './read-body';
import { clientKeyOf, type RateLimiter } from './rate-limit';
import { redactText, redactValue } from './redact';

export interface LogSink {
  write(entry: ClientLogEntry): void;
}

export interface LogBeaconOptions {
  sink: LogSink;
  limiter: RateLimiter;
  /**
   * A ceiling for all clients together: a flood from many addresses (or a
   * misconfigured TRUSTED_PROXY_HOPS) still cannot fill the log store.
   */
  overallLimiter?: RateLimiter;
  now?: () => number;
}

const ACCEPTED_TYPES = ['application/json', 'text/plain'];

function refuse(status: number, reason: string, headers: Record<string, string> = {}): Response {
  return Response.json({ error: reason }, { status, headers: { 'cache-control': 'no-store', ...headers } });
}

function redactEntry(entry: ClientLogEntry): ClientLogEntry {
  const extra = redactValue(entry.extra);
  return {
    level: entry.level,
    message: redactText(entry.message),
    extra: extra !== null && typeof extra === 'object' && !Array.isArray(extra) ? extra : {},
  };
}

export const ALL_CLIENTS = '*';

export function createLogBeacon({ sink, limiter, overallLimiter, now = Date.now }: LogBeaconOptions) {
  return async function handle(request: Request): Promise<Response> {
    const decision = await limiter.take(clientKeyOf(request.headers.get('x-forwarded-for')), now());
    if (!decision.allowed) {
      return refuse(429, 'too many log requests from this client; try again later', {
        'retry-after': String(decision.retryAfterSeconds),
      });
    }
    const overall = await overallLimiter?.take(ALL_CLIENTS, now());
    if (overall && !overall.allowed) {
      return refuse(429, 'the log service is busy; try again later', {
        'retry-after': String(overall.retryAfterSeconds),
      });
    }
    // sendBeacon sends strings as text/plain;charset=UTF-8; fetch sends application/json.
    const mediaType = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (!ACCEPTED_TYPES.includes(mediaType)) return refuse(415, `content-type must be ${ACCEPTED_TYPES.join(' or ')}`);

    const body = await readBodySafely(request);
    if (body === 'too-large') return refuse(413, `the body is larger than ${MAX_BODY_BYTES} bytes`);
    if (body === 'unreadable') return refuse(400, 'the body could not be read');
    const parsed = parseLogBody(body);
    if (!parsed.ok) return refuse(400, parsed.reason);
    for (const entry of parsed.entries) sink.write(redactEntry(entry));
    return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
  };
}

async function readBodySafely(request: Request): Promise<string | 'too-large' | 'unreadable'> {
  try {
    const body = await readBodyWithin(request, MAX_BODY_BYTES);
    return body.ok ? body.text : 'too-large';
  } catch {
    // A client that hangs up mid-body: nothing to log, nobody to answer.
    return 'unreadable';
  }
}
