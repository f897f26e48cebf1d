/**
 * The browser's logger: entries go to the log beacon with
 * navigator.sendBeacon (it survives the page being closed), falling back to
 * fetch with keepalive. Entries logged in the same tick travel as one batch.
 * It never throws into the page: a logger that breaks what it observes is worse than none.
 */
import { addBreadcrumb } from '@/services/errors/breadcrumbs';
import type { JsonObject } from './json';
import { MAX_BATCH_ENTRIES, type LogLevel } from './log-entry';

export const LOG_ENDPOINT = '/api/logs';

export type ClientLog = (level: LogLevel, message: string, extra?: JsonObject) => void;

type Payload = JsonObject & { level: LogLevel; message: string };

let pending: Payload[] = [];

function send(body: string): void {
  try {
    if (
      typeof navigator !== 'undefined' &&
      typeof navigator.sendBeacon === 'function' &&
      navigator.sendBeacon(LOG_ENDPOINT, body)
    )
      return;
  } catch {
    // sendBeacon refuses bodies over its quota by throwing in some browsers: fall through to fetch.
  }
  if (typeof fetch !== 'function') return;
  fetch(LOG_ENDPOINT, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' } }).catch(
    () => undefined,
  );
}

function flush(): void {
  const entries = pending;
  pending = [];
  for (let start = 0; start < entries.length; start += MAX_BATCH_ENTRIES) {
    const batch = entries.slice(start, start + MAX_BATCH_ENTRIES);
    send(JSON.stringify(batch.length === 1 ? batch[0] : batch));
  }
}

export const logToServer: ClientLog = (level, message, extra = {}) => {
  try {
    addBreadcrumb('log', message, { level });
    pending.push({ ...extra, level, message });
    if (pending.length === 1) queueMicrotask(flush);
  } catch {
    // Logging must never become the page's error.
  }
};
