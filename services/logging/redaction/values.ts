/**
 * Redaction of structured values: every string (keys included) goes through
 * redactText, fields named after a credential or an identity number are
 * masked whole, and what JSON cannot hold faithfully (errors, dates,
 * buffers, cycles) becomes plain data first, so the log line can be
 * written without anything slipping past.
 */
import type { JsonObject, JsonValue } from '../json';
import { bankMaskForKey, maskForKey } from './keys';
import { redactText } from './text';

/** Deeper values are cut: a log line is not a place for whole object graphs. */
export const MAX_LOG_DEPTH = 8;
export const CIRCULAR = '[circular]';
export const TOO_DEEP = '[too deep]';
export const UNREADABLE = '[unreadable]';

export interface SerializedError {
  [key: string]: JsonValue;
  type: string;
  message: string;
}

/** A number written in digits, maybe in groups: what a bank field holds when it holds a number. */
const DIGITS = /^\d[\d -]{2,}\d$/;

function walk(value: unknown, depth: number, seen: WeakSet<object>): JsonValue | undefined {
  if (typeof value === 'string') return redactText(value);
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value === 'boolean' || value === null) return value;
  if (typeof value === 'bigint') return redactText(value.toString());
  if (typeof value !== 'object') return undefined;
  if (seen.has(value)) return CIRCULAR;
  if (depth >= MAX_LOG_DEPTH) return TOO_DEEP;
  seen.add(value);
  try {
    return walkObject(value, depth, seen);
  } catch {
    // A getter or a proxy that throws: logging must not become the caller's error.
    return UNREADABLE;
  } finally {
    // Only the path from the root counts: the same object twice side by side is not a cycle.
    seen.delete(value);
  }
}

function walkObject(value: object, depth: number, seen: WeakSet<object>): JsonValue {
  if (value instanceof Error) return serialize(value, depth, seen);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString();
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return `[${value.byteLength} bytes]`;
  if (Array.isArray(value) || value instanceof Set) {
    return [...value].map((item: unknown) => walk(item, depth + 1, seen) ?? null);
  }
  const entries = value instanceof Map ? mapEntries(value) : Object.entries(value);
  if (entries.length === 0 && 'toJSON' in value) {
    // URL and the like say what they are through toJSON.
    return walk(callToJson(value.toJSON, value), depth + 1, seen) ?? null;
  }
  const out: JsonObject = {};
  for (const [key, item] of entries) {
    const redacted = walkField(key, item, depth, seen);
    if (redacted !== undefined) out[redactText(key)] = redacted;
  }
  return out;
}

function mapEntries(map: Map<unknown, unknown>): [string, unknown][] {
  return [...map].map(([key, item]) => [String(key), item]);
}

function callToJson(toJson: unknown, self: object): unknown {
  try {
    return typeof toJson === 'function' ? Reflect.apply(toJson, self, []) : undefined;
  } catch {
    return undefined;
  }
}

function isWrittenNumber(value: unknown): boolean {
  if (typeof value === 'number' || typeof value === 'bigint') return true;
  return typeof value === 'string' && DIGITS.test(value.trim());
}

function walkField(key: string, value: unknown, depth: number, seen: WeakSet<object>): JsonValue | undefined {
  if (value === undefined || value === null || typeof value === 'boolean') return walk(value, depth + 1, seen);
  const mask = maskForKey(key);
  // A credential's field is masked whole, objects included; true, false and null say only whether there was one.
  if (mask) return typeof value === 'function' || typeof value === 'symbol' ? undefined : mask;
  const bankMask = bankMaskForKey(key);
  if (bankMask && isWrittenNumber(value)) return bankMask;
  return walk(value, depth + 1, seen);
}

function serialize(error: Error, depth: number, seen: WeakSet<object>): SerializedError {
  // A subclass that does not set its name is known by its constructor's (pino calls this field type too).
  const constructorName = typeof error.constructor === 'function' ? error.constructor.name : '';
  const type = constructorName && constructorName !== 'Error' ? constructorName : error.name || 'Error';
  const out: SerializedError = { type: redactText(type), message: redactText(String(error.message)) };
  // One space for each line break and its indent: the frames stay apart, the line stays one line.
  if (typeof error.stack === 'string') out.stack = redactText(error.stack.replace(/\s*\n\s*/g, ' '));
  const code: unknown = 'code' in error ? error.code : undefined;
  // ECONNREFUSED, ETIMEDOUT: what went wrong with a network call is in the code, not the message.
  if (typeof code === 'string') out.code = redactText(code);
  if (typeof code === 'number') out.code = code;
  const cause = error.cause === undefined ? undefined : walk(error.cause, depth + 1, seen);
  if (cause !== undefined) out.cause = cause;
  return out;
}

/** An error as a log field: `{ type, message, stack?, code?, cause? }`, every string redacted. */
export function serializeError(error: Error): SerializedError {
  return serialize(error, 0, new WeakSet<object>([error]));
}

/** Any value as redacted JSON data; undefined, functions and symbols give undefined, as JSON.stringify drops them. */
export function redactUnknown(value: unknown): JsonValue | undefined {
  return walk(value, 0, new WeakSet());
}

/** Every string in a value, keys included, redacted; structure and other types kept. */
export function redactValue(value: JsonValue): JsonValue {
  return redactUnknown(value) ?? null;
}
