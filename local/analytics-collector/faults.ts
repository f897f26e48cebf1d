/**
 * Answers the collector gives on demand, in Amplitude's shapes: 429 rate limit, 413 payload too large,
 * 408 timeout, other 4xx invalid, 5xx failed (the SDK treats each differently).
 */
export interface Fault {
  status: number;
  times: number;
  /** Only uploads with an event from this device get the fault, so parallel tests do not hit each other's. */
  deviceId?: string;
}

export type FaultParse = { ok: true; value: Fault } | { ok: false; error: string };

export function parseFault(text: string | null): FaultParse {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text ?? '');
  } catch {
    return { ok: false, error: 'body must be JSON like {"status":429,"times":1}' };
  }
  if (typeof parsed !== 'object' || parsed === null) return { ok: false, error: 'body must be a JSON object' };
  const status = Reflect.get(parsed, 'status');
  const times = Reflect.get(parsed, 'times') ?? 1;
  if (typeof status !== 'number' || !Number.isInteger(status) || status < 400 || status > 599)
    return { ok: false, error: 'status must be an integer from 400 to 599' };
  if (typeof times !== 'number' || !Number.isInteger(times) || times < 1 || times > 1000)
    return { ok: false, error: 'times must be an integer from 1 to 1000' };
  const deviceId = Reflect.get(parsed, 'deviceId');
  if (deviceId !== undefined && typeof deviceId !== 'string') return { ok: false, error: 'deviceId must be a string' };
  return { ok: true, value: deviceId ? { status, times, deviceId } : { status, times } };
}

/** The device ids of an upload's events, read leniently: a fault applies before the body is checked. */
export function deviceIdsIn(text: string | null): string[] {
  try {
    const parsed: unknown = JSON.parse(text ?? '');
    const events: unknown = typeof parsed === 'object' && parsed !== null ? Reflect.get(parsed, 'events') : undefined;
    if (!Array.isArray(events)) return [];
    return events.flatMap((event: unknown) => {
      const id: unknown = typeof event === 'object' && event !== null ? Reflect.get(event, 'device_id') : undefined;
      return typeof id === 'string' ? [id] : [];
    });
  } catch {
    return [];
  }
}

export function faultBody(status: number): Record<string, unknown> {
  if (status === 429)
    return {
      code: 429,
      error: 'Too many requests for some devices and users',
      eps_threshold: 30,
      throttled_devices: {},
      throttled_users: {},
      throttled_events: [],
    };
  if (status === 413) return { code: 413, error: 'Payload too large' };
  if (status === 408) return { code: 408, error: 'Request timed out' };
  if (status < 500) return { code: status, error: 'Invalid request (fault injected by the local collector)' };
  return { code: status, error: 'Server error (fault injected by the local collector)' };
}
