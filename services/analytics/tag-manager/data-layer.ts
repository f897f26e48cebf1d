/**
 * The tag manager's data layer: events are pushed straight to
 * `dataLayer`, or, while a configured tag manager is still loading, queued in
 * session storage (they survive a page change) and pushed once it has loaded.
 * Every payload has its personal fields hashed first, `gtmPath` and `_clear`
 * (the tag manager forgets the previous event's fields). Each outcome is a
 * code, and each failure has its own, so the log beacon can tell them apart.
 */
import { GTM_QUEUE_KEY } from '@/services/privacy/stored-names';
import { hashPersonalFields, type TagPayload } from './personal-fields';

export type PushOutcome =
  'pushed' | 'queued' | 'gtmPushViewError' | 'gtmPushViewDuplicate' | 'gtmPushViewBlock' | 'gtmQueueViewError';

export { GTM_QUEUE_KEY } from '@/services/privacy/stored-names';
const MAX_QUEUED = 50;

export interface DataLayerHost {
  dataLayer?: unknown;
  location: { pathname: string };
  /** Throws where storage is blocked (some privacy modes), so it is a function. */
  sessionStorage: () => Storage;
}

type DataLayer = { push: (...items: unknown[]) => unknown };
const isDataLayer = (value: unknown): value is DataLayer =>
  Array.isArray(value) ||
  (typeof value === 'object' && value !== null && 'push' in value && typeof value.push === 'function');

function readQueue(storage: Storage): TagPayload[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(GTM_QUEUE_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((item): item is TagPayload => typeof item === 'object' && item !== null && !Array.isArray(item))
      : [];
  } catch {
    return [];
  }
}

export function createDataLayerClient(
  host: DataLayerHost,
  report: (outcome: PushOutcome, payload: TagPayload) => void = () => undefined,
) {
  let tagManagerPending = false;
  let lastPushed: string | undefined;

  const pushNow = (payload: TagPayload): PushOutcome => {
    const layer = host.dataLayer;
    if (!isDataLayer(layer)) return 'gtmPushViewBlock';
    const serialised = JSON.stringify(payload);
    if (serialised === lastPushed) return 'gtmPushViewDuplicate';
    try {
      layer.push(payload);
    } catch {
      return 'gtmPushViewError';
    }
    lastPushed = serialised;
    return 'pushed';
  };

  const queue = (payload: TagPayload): PushOutcome => {
    try {
      const storage = host.sessionStorage();
      storage.setItem(GTM_QUEUE_KEY, JSON.stringify([...readQueue(storage), payload].slice(-MAX_QUEUED)));
      return 'queued';
    } catch {
      return 'gtmQueueViewError';
    }
  };

  const settle = (outcome: PushOutcome, payload: TagPayload): PushOutcome => {
    if (outcome !== 'pushed' && outcome !== 'queued') report(outcome, payload);
    return outcome;
  };

  return {
    async push(event: TagPayload): Promise<PushOutcome> {
      const payload: TagPayload = {
        ...(await hashPersonalFields(event)),
        gtmPath: host.location.pathname,
        _clear: true,
      };
      return settle(tagManagerPending ? queue(payload) : pushNow(payload), payload);
    },

    /** A tag manager is configured and its script not yet loaded: queue from now on. */
    waitForTagManager(): void {
      tagManagerPending = true;
    },

    /** The script has loaded: push what was queued (on this page or an earlier one), in order. */
    tagManagerLoaded(): PushOutcome[] {
      tagManagerPending = false;
      let queued: TagPayload[] = [];
      try {
        const storage = host.sessionStorage();
        queued = readQueue(storage);
        storage.removeItem(GTM_QUEUE_KEY);
      } catch {
        return [];
      }
      return queued.map((payload) => settle(pushNow(payload), payload));
    },
  };
}
