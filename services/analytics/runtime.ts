/**
 * The analytics runtime, loaded after the page is idle by the analytics
 * island (never in first-load JS): reads the deployment's settings, records
 * the visit (rx cookie, identifiers, referrer), then plugs Amplitude (through
 * the wrapper) and the tag manager's data layer in behind the track() facade.
 */
import { fetchPublicConfig } from '@/services/config/public-config';
import { logToServer } from '@/services/logging/client-logger';
import { pollIdentifiers, readIdentifiers } from '@/services/tracking/identifiers';
import { enrollmentRx, recordVisitRx } from '@/services/tracking/rx-cookie';
import { storeEvents, takeStoredEvents } from '@/services/tracking/stored-events';
import { reportReferrer } from '@/services/tracking/referrer';
import { createDataLayerClient } from './tag-manager/data-layer';
import { ensureDataLayer, loadTagManagerScript } from './tag-manager/load-tag-manager';
import { PERSONAL_FIELDS } from './tag-manager/personal-fields';
import { attachSink, takeWaitingEvents, track, type EventData } from './track';
import { browserFacts, commonData, pageData, userProperties, type AppRelease } from './visit-data';
import { createAnalyticsWrapper } from './wrapper';

export interface RuntimeOptions {
  product: string;
  release: AppRelease;
}

export interface AnalyticsRuntime {
  identify(userId: string): void;
  /** The enrollment address with this visit's rx (from the tracking cookie) in place of the link's own. */
  enrollmentHref(href: string): string;
}

/** Fields that identify a person never go to Amplitude (a US state or city alone does not, and the calculator's state is a product figure). */
const NOT_FOR_AMPLITUDE: readonly string[] = PERSONAL_FIELDS.filter((field) => field !== 'state' && field !== 'city');
const withoutPersonalFields = (data: EventData): EventData =>
  Object.fromEntries(Object.entries(data).filter(([key]) => !NOT_FOR_AMPLITUDE.includes(key)));

function safeSessionStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export async function startAnalyticsRuntime({ product, release }: RuntimeOptions): Promise<AnalyticsRuntime> {
  const secure = window.location.protocol === 'https:';
  recordVisitRx(window.location);
  reportReferrer(document.referrer, window.location.origin);
  const ids = readIdentifiers(product, secure);
  const config = await fetchPublicConfig();
  const facts = browserFacts();

  const wrapper = createAnalyticsWrapper({
    product,
    loadSdk: async () => (await import('./amplitude-sdk')).createAmplitudeSdk(),
  });
  ensureDataLayer();
  const dataLayer = createDataLayerClient(
    {
      get dataLayer() {
        return (window as Window & { dataLayer?: unknown }).dataLayer;
      },
      location: window.location,
      sessionStorage: () => window.sessionStorage,
    },
    (outcome, payload) =>
      logToServer('warn', outcome, { event: typeof payload.event === 'string' ? payload.event : null }),
  );
  if (config.tagManager) {
    dataLayer.waitForTagManager();
    loadTagManagerScript(config.tagManager.scriptUrl).then(
      () => dataLayer.tagManagerLoaded(),
      (error: unknown) =>
        logToServer('warn', 'gtmLoadError', { message: error instanceof Error ? error.message : String(error) }),
    );
  }

  wrapper.setUserProperties(userProperties(facts, release));
  attachSink(async (name, data) => {
    void dataLayer.push({ event: name, ...data });
    // Amplitude never gets personal fields; the data layer gets them hashed.
    const sent = wrapper.logEvent({ name, data: { ...pageData(browserFacts()), ...withoutPersonalFields(data) } });
    // Without a key the events stay buffered and nothing will be sent: nobody should wait for it.
    if (config.analytics.apiKey) await sent;
  });
  const storage = safeSessionStorage();
  if (storage) {
    for (const event of takeStoredEvents(storage, window.location.pathname)) track(event.name, event.data);
    window.addEventListener('pagehide', () => storeEvents(storage, takeWaitingEvents()));
  }
  pollIdentifiers(product, secure, (next) =>
    wrapper.updateCommonData(commonData(facts, next, config.analytics.environment)),
  );

  const { apiKey, serverUrl, remoteConfigUrl, environment } = config.analytics;
  wrapper
    .init({
      key: apiKey,
      analyticsEnabled: apiKey !== '',
      commonData: commonData(facts, ids, environment),
      amplitudeConfig: {
        serverUrl,
        deviceId: ids.deviceId,
        enableDiagnostics: false,
        remoteConfig: remoteConfigUrl
          ? { fetchRemoteConfig: true, serverUrl: remoteConfigUrl }
          : { fetchRemoteConfig: false },
        cookieOptions: { secure, sameSite: 'Lax' },
      },
    })
    .catch((error: unknown) => logToServer('warn', error instanceof Error ? error.message : 'analytics init failed'));

  return {
    identify: (userId) => wrapper.setUserId(userId),
    enrollmentHref: (href) => {
      const url = new URL(href, window.location.href);
      const rx = enrollmentRx(window.location.search);
      // The visit's campaign outranks a code written on the button.
      if (rx) url.searchParams.set('rx', rx);
      return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : url.href;
    },
  };
}
