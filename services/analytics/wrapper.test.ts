import { describe, expect, it } from 'vitest';
import {
  createAnalyticsWrapper,
  prefixedName,
  type AnalyticsConfig,
  type AnalyticsSdk,
  type EventProps,
} from './wrapper';

type Call =
  | { call: 'init'; key: string; userId: string | undefined; options: object }
  | { call: 'track'; name: string; props: EventProps }
  | { call: 'user'; props: EventProps }
  | { call: 'userId'; userId: string | undefined };

function fakeSdk() {
  const calls: Call[] = [];
  const sdk: AnalyticsSdk = {
    init: async (key, userId, options) => {
      calls.push({ call: 'init', key, userId, options });
    },
    track: async (name, props) => {
      calls.push({ call: 'track', name, props });
    },
    setUserProperties: (props) => {
      calls.push({ call: 'user', props });
    },
    setUserId: (userId) => {
      calls.push({ call: 'userId', userId });
    },
  };
  return { sdk, calls };
}

const HOUR = 3_600_000;
const location = () => ({
  href: 'https://www.example.com/nanny-tax-calculator?rx=spring',
  pathname: '/nanny-tax-calculator',
});
const config: AnalyticsConfig = {
  key: 'key-1',
  analyticsEnabled: true,
  commonData: { environment: 'test', visitor_id: 'v-1' },
};

function setup(clock = { now: 10 * HOUR }) {
  const fake = fakeSdk();
  let loads = 0;
  const wrapper = createAnalyticsWrapper({
    product: 'care',
    loadSdk: async () => {
      loads += 1;
      return fake.sdk;
    },
    now: () => clock.now,
    location,
  });
  return { wrapper, calls: fake.calls, clock, loads: () => loads };
}

describe('analytics wrapper', () => {
  it('buffers events and user properties until init, then hands them over in order after init', async () => {
    const { wrapper, calls } = setup();
    void wrapper.logEvent({ name: 'Screen Viewed', data: { screen_name: '/homepay/main' } });
    wrapper.setUserProperties({ web_platform: 'Desktop Web' });
    void wrapper.logEvent({ name: 'CTA Interacted', data: { cta_text: 'Get started' } });
    expect(calls).toEqual([]);
    expect(wrapper.bufferedCount).toBe(3);
    await wrapper.init(config);
    expect(calls.map((call) => (call.call === 'track' ? call.name : call.call))).toEqual([
      'init',
      'care.Screen Viewed',
      'user',
      'care.CTA Interacted',
    ]);
    expect(wrapper.bufferedCount).toBe(0);
  });

  it('initialises the SDK with the wrapper defaults, the member and the config on top', async () => {
    const { wrapper, calls } = setup();
    await wrapper.init({
      ...config,
      user: { memberId: '1001', props: { app_name: 'x' } },
      amplitudeConfig: { serverUrl: 'http://127.0.0.1:9/2/httpapi' },
    });
    expect(calls[0]).toEqual({
      call: 'init',
      key: 'key-1',
      userId: '1001',
      options: {
        autocapture: false,
        transport: 'beacon',
        flushIntervalMillis: 0,
        flushQueueSize: 1,
        serverUrl: 'http://127.0.0.1:9/2/httpapi',
      },
    });
    expect(calls[1]).toEqual({ call: 'user', props: { app_name: 'x' } });
  });

  it('sends at once after init, with the common data, url and url_path', async () => {
    const { wrapper, calls } = setup();
    await wrapper.init(config);
    await wrapper.logEvent({ name: 'Slot Sent', data: { slot: 'home-top' } });
    expect(calls.at(-1)).toEqual({
      call: 'track',
      name: 'care.Slot Sent',
      props: {
        environment: 'test',
        visitor_id: 'v-1',
        slot: 'home-top',
        url: 'https://www.example.com/nanny-tax-calculator?rx=spring',
        url_path: '/nanny-tax-calculator',
      },
    });
  });

  it('skips init while analytics is disabled: nothing is loaded and events stay buffered', async () => {
    const { wrapper, calls, loads } = setup();
    void wrapper.logEvent({ name: 'Screen Viewed' });
    expect(await wrapper.init({ ...config, analyticsEnabled: false })).toBe(false);
    expect(loads()).toBe(0);
    expect(calls).toEqual([]);
    expect(wrapper.bufferedCount).toBe(1);
  });

  it('prefixes every name with the product except View', () => {
    expect(prefixedName('care', 'HomePay Lead Created')).toBe('care.HomePay Lead Created');
    expect(prefixedName('care', 'View')).toBe('View');
    expect(prefixedName('acme', 'Screen Viewed')).toBe('acme.Screen Viewed');
  });

  it('suppresses an event equal to one of the last three within the hour', async () => {
    const { wrapper, calls } = setup();
    await wrapper.init(config);
    for (const name of ['A', 'B', 'A', 'C', 'D', 'A']) await wrapper.logEvent({ name, data: { n: 1 } });
    // The second A is within the last three (A, B); the third is not (B, C, D).
    expect(
      calls.filter((call) => call.call === 'track').map((call) => (call.call === 'track' ? call.name : '')),
    ).toEqual(['care.A', 'care.B', 'care.C', 'care.D', 'care.A']);
  });

  it('sends the same event again once the hour has turned, and not within the same hour', async () => {
    const clock = { now: 10 * HOUR + 59 * 60_000 };
    const { wrapper, calls } = setup(clock);
    await wrapper.init(config);
    await wrapper.logEvent({ name: 'Screen Viewed' });
    clock.now += 30_000;
    await wrapper.logEvent({ name: 'Screen Viewed' });
    clock.now += 60_000; // 11:00:30
    await wrapper.logEvent({ name: 'Screen Viewed' });
    expect(calls.filter((call) => call.call === 'track')).toHaveLength(2);
  });

  it('treats different data as a different event', async () => {
    const { wrapper, calls } = setup();
    await wrapper.init(config);
    await wrapper.logEvent({ name: 'Slot Sent', data: { slot: 'a' } });
    await wrapper.logEvent({ name: 'Slot Sent', data: { slot: 'b' } });
    expect(calls.filter((call) => call.call === 'track')).toHaveLength(2);
  });

  it('raises its fixed messages for an event without a name, a missing config and a missing key', async () => {
    const { wrapper } = setup();
    expect(() => wrapper.logEvent({ name: '' })).toThrow('careAnalytics: Invalid event payload');
    expect(() => wrapper.logEvent(undefined)).toThrow('careAnalytics: Invalid event payload');
    await expect(wrapper.init(undefined)).rejects.toThrow('careAnalytics: Missing config');
    await expect(wrapper.init({ ...config, key: '' })).rejects.toThrow('careAnalytics: Missing Analytics key');
  });

  it('adds identifiers found later to the events still to be sent', async () => {
    const { wrapper, calls } = setup();
    void wrapper.logEvent({ name: 'Screen Viewed' });
    wrapper.updateCommonData({ visitor_id: 'v-2' });
    await wrapper.init(config);
    const sent = calls.find((call) => call.call === 'track');
    expect(sent?.call === 'track' && sent.props.visitor_id).toBe('v-2');
  });

  it('sets the member as user id in order with the events around it', async () => {
    const { wrapper, calls } = setup();
    void wrapper.logEvent({ name: 'Screen Viewed' });
    wrapper.setUserId('1001');
    void wrapper.logEvent({ name: 'CTA Interacted' });
    await wrapper.init(config);
    expect(calls.slice(1).map((call) => call.call)).toEqual(['track', 'userId', 'track']);
  });

  it('can init again after a failed load', async () => {
    const fake = fakeSdk();
    let attempts = 0;
    const wrapper = createAnalyticsWrapper({
      product: 'care',
      loadSdk: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('chunk failed');
        return fake.sdk;
      },
      location,
    });
    await expect(wrapper.init(config)).rejects.toThrow('chunk failed');
    await expect(wrapper.init(config)).resolves.toBe(true);
  });
});
