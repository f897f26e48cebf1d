/**
 * The log beacon's request format: one entry `{ level, message, ...extra }`,
 * or a batch (an array of entries), as JSON (fetch) or text/plain (sendBeacon).
 * Pure: the route handler decides how to answer.
 */
import { isJsonObject, type JsonObject, type JsonValue } from './json';

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const MAX_BODY_BYTES = 64 * 1024;
export const MAX_BATCH_ENTRIES = 50;
export const MAX_MESSAGE_LENGTH = 2000;
/** Deeper values are a sign of a mistake or an attack, not of a useful log field. */
export const MAX_EXTRA_DEPTH = 6;

export interface ClientLogEntry {
  level: LogLevel;
  message: string;
  extra: JsonObject;
}

export type ParsedLogBody = { ok: true; entries: ClientLogEntry[] } | { ok: false; reason: string };

const isLevel = (value: unknown): value is LogLevel =>
  typeof value === 'string' && (LOG_LEVELS as readonly string[]).includes(value);

/** Iterative and stops at the limit: a hostile body can nest thousands deep, which recursion would not survive. */
function nestedDeeperThan(root: JsonValue, limit: number): boolean {
  const pending: Array<{ value: JsonValue; depth: number }> = [{ value: root, depth: 0 }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const children = Array.isArray(item.value) ? item.value : isJsonObject(item.value) ? Object.values(item.value) : [];
    if (children.length === 0) continue;
    if (item.depth + 1 > limit) return true;
    for (const child of children) pending.push({ value: child, depth: item.depth + 1 });
  }
  return false;
}

function parseEntry(raw: JsonValue, label: string): ClientLogEntry | string {
  if (!isJsonObject(raw)) return `${label} must be an object with level and message`;
  const { level, message, ...extra } = raw;
  if (!isLevel(level)) return `${label}: level must be one of ${LOG_LEVELS.join(', ')}`;
  if (typeof message !== 'string' || message.trim() === '') return `${label}: message must be a non-empty string`;
  if (message.length > MAX_MESSAGE_LENGTH) return `${label}: message is longer than ${MAX_MESSAGE_LENGTH} characters`;
  if (nestedDeeperThan(extra, MAX_EXTRA_DEPTH))
    return `${label}: extra fields are nested deeper than ${MAX_EXTRA_DEPTH} levels`;
  return { level, message, extra };
}

export function parseLogBody(text: string): ParsedLogBody {
  let body: JsonValue;
  try {
    body = JSON.parse(text) as JsonValue;
  } catch {
    return { ok: false, reason: 'the body is not valid JSON' };
  }
  const batch = Array.isArray(body);
  const raws: JsonValue[] = Array.isArray(body) ? body : [body];
  if (raws.length === 0) return { ok: false, reason: 'a batch needs at least one entry' };
  if (raws.length > MAX_BATCH_ENTRIES)
    return { ok: false, reason: `a batch holds at most ${MAX_BATCH_ENTRIES} entries (got ${raws.length})` };
  const entries: ClientLogEntry[] = [];
  for (const [index, raw] of raws.entries()) {
    const entry = parseEntry(raw, batch ? `entry ${index}` : 'the entry');
    if (typeof entry === 'string') return { ok: false, reason: entry };
    entries.push(entry);
  }
  return { ok: true, entries };
}
