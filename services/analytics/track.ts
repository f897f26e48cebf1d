/**
 * The analytics facade features call today. It has its final interface (the
 * seed's event names, a data object) and records nothing yet: the analytics
 * issue puts Amplitude and the tag manager behind it, and no caller changes.
 */
export type EventName =
  | 'Click Homepay Budget Calculator'
  | 'Click Homepay Paycheck Calculator'
  | 'CTA Interacted'
  | 'HomePay Enrollment Started'
  | 'HomePay Lead Created'
  | 'Screen Viewed'
  | 'Slot Sent'
  | 'Test Exposure';

export type EventData = Record<string, string | number | boolean | null>;

type Listener = (name: EventName, data: EventData) => void;
const listeners = new Set<Listener>();

export function track(name: EventName, data: EventData = {}): void {
  for (const listener of listeners) listener(name, data);
}

/** Where the analytics wrapper (and tests) subscribe. */
export function onTrack(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
