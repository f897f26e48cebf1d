/**
 * Amplitude's browser SDK behind the wrapper's small interface. Only ever
 * imported dynamically (runtime.ts), so the SDK is its own chunk and never in
 * first-load JS.
 */
import { createInstance, Identify } from '@amplitude/analytics-browser';
import type { AnalyticsSdk } from './wrapper';

export function createAmplitudeSdk(): AnalyticsSdk {
  const client = createInstance();
  return {
    init: (key, userId, options) => client.init(key, userId, options).promise,
    track: async (name, props) => {
      await client.track(name, props).promise;
    },
    setUserProperties: (props) => {
      const identify = new Identify();
      for (const [key, value] of Object.entries(props)) if (value !== null) identify.set(key, value);
      client.identify(identify);
    },
    setUserId: (userId) => client.setUserId(userId),
  };
}
