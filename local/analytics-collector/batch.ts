/**
 * Amplitude's HTTP API v2 upload, as the collector checks it: the answer
 * shapes (200 with events_ingested, 400 with missing_field or
 * events_with_invalid_fields, 413) are Amplitude's, so the real SDK reacts to
 * them as it would in production.
 */
export interface AmplitudeEvent {
  event_type: string;
  user_id?: string;
  device_id?: string;
  event_properties?: Record<string, unknown>;
  user_properties?: Record<string, unknown>;
  [field: string]: unknown;
}

export interface AmplitudeBatch {
  api_key: string;
  events: AmplitudeEvent[];
  options?: Record<string, unknown>;
}

export type BatchCheck =
  { ok: true; batch: AmplitudeBatch } | { ok: false; status: 400; body: Record<string, unknown> };

/** Amplitude refuses ids shorter than min_id_length (default 5). */
const MIN_ID_LENGTH = 5;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isAmplitudeEvent = (value: unknown): value is AmplitudeEvent =>
  isRecord(value) && typeof value.event_type === 'string';

export function checkBatch(text: string, apiKey: string): BatchCheck {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, status: 400, body: { code: 400, error: 'Invalid JSON request body' } };
  }
  if (!isRecord(parsed)) return { ok: false, status: 400, body: { code: 400, error: 'Invalid JSON request body' } };
  if (typeof parsed.api_key !== 'string' || parsed.api_key === '')
    return {
      ok: false,
      status: 400,
      body: { code: 400, error: 'Request missing required field', missing_field: 'api_key' },
    };
  if (parsed.api_key !== apiKey)
    return { ok: false, status: 400, body: { code: 400, error: `Invalid API key: ${parsed.api_key.slice(0, 64)}` } };
  if (!Array.isArray(parsed.events) || parsed.events.length === 0)
    return {
      ok: false,
      status: 400,
      body: { code: 400, error: 'Request missing required field', missing_field: 'events' },
    };
  const invalid: Record<string, number[]> = {};
  const note = (field: string, index: number) => (invalid[field] ??= []).push(index);
  parsed.events.forEach((event: unknown, index) => {
    if (!isRecord(event)) return note('event', index);
    if (typeof event.event_type !== 'string' || event.event_type === '') note('event_type', index);
    const userId = typeof event.user_id === 'string' ? event.user_id : '';
    const deviceId = typeof event.device_id === 'string' ? event.device_id : '';
    if (userId.length < MIN_ID_LENGTH && deviceId.length < MIN_ID_LENGTH)
      note(deviceId ? 'device_id' : 'user_id', index);
  });
  if (Object.keys(invalid).length > 0)
    return {
      ok: false,
      status: 400,
      body: { code: 400, error: 'Invalid field values on some events', events_with_invalid_fields: invalid },
    };
  return {
    ok: true,
    batch: {
      api_key: parsed.api_key,
      events: parsed.events.filter(isAmplitudeEvent),
      options: isRecord(parsed.options) ? parsed.options : undefined,
    },
  };
}
