/**
 * Events that had not left when the visitor moved on are kept in session
 * storage and replayed on the next route, except on the authentication
 * callback path: that page only passes through to another.
 */
import { STORED_EVENTS_KEY } from '@/services/privacy/stored-names';
import type { EventName, WaitingEvent } from '@/services/analytics/track';

export const AUTH_CALLBACK_PATH = '/api/auth/callback';
const MAX_STORED = 50;

const EVENT_NAMES: readonly string[] = [
  'Click Homepay Budget Calculator',
  'Click Homepay Paycheck Calculator',
  'CTA Interacted',
  'HomePay Enrollment Started',
  'HomePay Lead Created',
  'Screen Viewed',
  'Slot Sent',
  'Test Exposure',
] satisfies EventName[];

const isEventName = (value: unknown): value is EventName => typeof value === 'string' && EVENT_NAMES.includes(value);
const isScalar = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value);

function isWaitingEvent(value: unknown): value is WaitingEvent {
  if (typeof value !== 'object' || value === null || !('name' in value) || !('data' in value)) return false;
  const { name, data } = value;
  return (
    isEventName(name) &&
    typeof data === 'object' &&
    data !== null &&
    !Array.isArray(data) &&
    Object.values(data).every(isScalar)
  );
}

export function storeEvents(storage: Storage, events: WaitingEvent[]): void {
  if (events.length === 0) return;
  try {
    storage.setItem(STORED_EVENTS_KEY, JSON.stringify([...readStored(storage), ...events].slice(-MAX_STORED)));
  } catch {
    // Storage full or blocked: the events are lost, as they would be without this.
  }
}

function readStored(storage: Storage): WaitingEvent[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORED_EVENTS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isWaitingEvent) : [];
  } catch {
    return [];
  }
}

/** The stored events to replay on this route (and forgets them), or none on the callback path. */
export function takeStoredEvents(storage: Storage, pathname: string): WaitingEvent[] {
  if (pathname.startsWith(AUTH_CALLBACK_PATH)) return [];
  const events = readStored(storage);
  storage.removeItem(STORED_EVENTS_KEY);
  return events;
}
