/**
 * The analytics wrapper: events and user properties
 * are buffered until init and then handed to the SDK in order; init is skipped
 * while analytics is disabled; names get the `{product}.` prefix (except
 * `View`); `url` and `url_path` are added; an event equal to one of the last
 * three within the same hour is dropped. The SDK is injected, so this file
 * never pulls Amplitude into a bundle by itself.
 */
import type { Types } from '@amplitude/analytics-browser';
import { createDuplicateMemory, eventHash } from './event-hash';

export type EventValue = string | number | boolean | null;
export type EventProps = Record<string, EventValue>;

/** The part of Amplitude the wrapper uses (see amplitude-sdk.ts). */
export interface AnalyticsSdk {
  init(key: string, userId: string | undefined, options: Types.BrowserOptions): Promise<void>;
  /** Resolves once the SDK has sent the event or given up on it. */
  track(name: string, props: EventProps): Promise<void>;
  setUserProperties(props: EventProps): void;
  setUserId(userId: string | undefined): void;
}

export interface AnalyticsConfig {
  key: string;
  analyticsEnabled: boolean;
  user?: { memberId?: string; props?: EventProps };
  commonData: EventProps;
  amplitudeConfig?: Types.BrowserOptions;
}

export interface WrapperEvent {
  name: string;
  data?: EventProps;
}

/** Autocapture off, beacon transport (it survives the page being left), every event sent at once. */
export const WRAPPER_DEFAULTS = {
  autocapture: false,
  transport: 'beacon',
  flushIntervalMillis: 0,
  flushQueueSize: 1,
} as const satisfies Types.BrowserOptions;

/** The library keeps at most 1000 stored events; so does the buffer before init. */
const MAX_BUFFERED = 1000;

export interface WrapperDeps {
  product: string;
  loadSdk: () => Promise<AnalyticsSdk>;
  now?: () => number;
  location?: () => { href: string; pathname: string };
}

type Pending =
  | { kind: 'event'; name: string; props: EventProps; done: (sent: Promise<void>) => void }
  | { kind: 'user'; props: EventProps }
  | { kind: 'userId'; userId: string };

export function analyticsError(
  product: string,
  message: 'Invalid event payload' | 'Missing config' | 'Missing Analytics key',
): Error {
  return new Error(`${product}Analytics: ${message}`);
}

export function prefixedName(product: string, name: string): string {
  return name === 'View' ? name : `${product}.${name}`;
}

export function createAnalyticsWrapper({
  product,
  loadSdk,
  now = Date.now,
  location = () => window.location,
}: WrapperDeps) {
  const duplicates = createDuplicateMemory();
  let pending: Pending[] = [];
  let sdk: AnalyticsSdk | undefined;
  let commonData: EventProps = {};
  let initialising: Promise<boolean> | undefined;

  const deliver = (item: Pending, to: AnalyticsSdk) => {
    if (item.kind === 'user') to.setUserProperties(item.props);
    else if (item.kind === 'userId') to.setUserId(item.userId);
    else item.done(to.track(item.name, { ...commonData, ...item.props }));
  };

  const enqueue = (item: Pending) => {
    if (sdk) return deliver(item, sdk);
    if (pending.length >= MAX_BUFFERED) pending.shift();
    pending.push(item);
  };

  return {
    /** Resolves true when the SDK is ready, false when analytics is disabled (events stay buffered). */
    init(config: AnalyticsConfig | undefined): Promise<boolean> {
      if (!config) return Promise.reject(analyticsError(product, 'Missing config'));
      if (!config.analyticsEnabled) return Promise.resolve(false);
      if (!config.key) return Promise.reject(analyticsError(product, 'Missing Analytics key'));
      initialising ??= (async () => {
        commonData = { ...config.commonData, ...commonData };
        const loaded = await loadSdk();
        await loaded.init(config.key, config.user?.memberId, { ...WRAPPER_DEFAULTS, ...config.amplitudeConfig });
        if (config.user?.props) loaded.setUserProperties(config.user.props);
        sdk = loaded;
        const queued = pending;
        pending = [];
        for (const item of queued) deliver(item, loaded);
        return true;
      })();
      initialising.catch(() => {
        initialising = undefined;
      });
      return initialising;
    },

    /**
     * Returns a promise that settles when the SDK has sent the event (or
     * dropped it as a duplicate); it stays pending while analytics has not started.
     */
    logEvent(event: WrapperEvent | undefined): Promise<void> {
      if (!event?.name) throw analyticsError(product, 'Invalid event payload');
      const { href, pathname } = location();
      const name = prefixedName(product, event.name);
      const data = { ...event.data, url: href, url_path: pathname };
      if (duplicates.seen(eventHash(name, data, now()))) return Promise.resolve();
      return new Promise<void>((resolve) => {
        // Common data is read when the event leaves, so identifiers found after the event was logged still go with it.
        enqueue({ kind: 'event', name, props: data, done: (sent) => void sent.then(resolve, () => resolve()) });
      }).then(() => undefined);
    },

    setUserProperties(props: EventProps): void {
      enqueue({ kind: 'user', props });
    },

    /** The member, once known (analytics knows them by the id's part before "_"). */
    setUserId(userId: string): void {
      enqueue({ kind: 'userId', userId });
    },

    /** Identifiers that appear later (the cookie poll) join the common data of the events still to be sent. */
    updateCommonData(patch: EventProps): void {
      commonData = { ...commonData, ...patch };
    },

    get bufferedCount(): number {
      return pending.length;
    },

    /** The common data merged into each event when it is sent. */
    get commonData(): EventProps {
      return commonData;
    },
  };
}
