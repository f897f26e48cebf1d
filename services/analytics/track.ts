/**
 * The analytics facade features call: one of eight fixed event names and a
 * data object. It is tiny and has no vendor code, so any component may import it.
 * Events wait here until the analytics runtime (loaded lazily by the page's
 * analytics island, services/analytics/runtime.ts) attaches as the sink;
 * events still waiting when the page is left are stored in session storage
 * and replayed by the next page (services/tracking/stored-events.ts).
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

/** Delivers one event; resolves once it has been sent (or given up on). */
export type Sink = (name: EventName, data: EventData) => Promise<void>;

export interface WaitingEvent {
  name: EventName;
  data: EventData;
}

const MAX_WAITING = 100;
let waiting: Array<WaitingEvent & { sent: () => void }> = [];
let sink: Sink | undefined;
let locale: string | undefined;

/** The page's language ("es-US"), which every event then carries as `locale`. */
export function setEventLocale(code: string): void {
  locale = code;
}

function deliver(name: EventName, eventData: EventData): Promise<void> {
  const data = locale === undefined || 'locale' in eventData ? eventData : { ...eventData, locale };
  if (sink) return sink(name, data).catch(() => undefined);
  return new Promise((resolve) => {
    if (waiting.length >= MAX_WAITING) waiting.shift()?.sent();
    waiting.push({ name, data, sent: resolve });
  });
}

export function track(name: EventName, data: EventData = {}): void {
  void deliver(name, data);
}

/**
 * For a call to action that leaves the site: resolves when the events are
 * sent, or after `timeoutMs`, whichever is first, so the visitor is never held up.
 */
export function trackBeforeLeaving(events: WaitingEvent[], timeoutMs: number): Promise<void> {
  const sent = Promise.all(events.map((event) => deliver(event.name, event.data)));
  return Promise.race([sent.then(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, timeoutMs))]);
}

/** Where the analytics runtime plugs in: what waited is handed over first, in order. */
export function attachSink(next: Sink): () => void {
  sink = next;
  const queued = waiting;
  waiting = [];
  for (const item of queued)
    void next(item.name, item.data)
      .catch(() => undefined)
      .then(item.sent);
  return () => {
    if (sink === next) sink = undefined;
  };
}

/** Events not yet handed to the runtime, taken out of the facade (for storing when the page is left). */
export function takeWaitingEvents(): WaitingEvent[] {
  const taken = waiting;
  waiting = [];
  for (const item of taken) item.sent();
  return taken.map(({ name, data }) => ({ name, data }));
}
