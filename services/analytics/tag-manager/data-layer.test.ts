import { describe, expect, it } from 'vitest';
import { createDataLayerClient, GTM_QUEUE_KEY, type DataLayerHost, type PushOutcome } from './data-layer';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

function setup(overrides: Partial<DataLayerHost> = {}) {
  const storage = memoryStorage();
  const dataLayer: unknown[] = [];
  const reported: PushOutcome[] = [];
  const host: DataLayerHost = {
    dataLayer,
    location: { pathname: '/nanny-tax-calculator' },
    sessionStorage: () => storage,
    ...overrides,
  };
  const client = createDataLayerClient(host, (outcome) => reported.push(outcome));
  return { client, dataLayer, storage, reported, host };
}

describe('data layer client', () => {
  it('pushes hashed payloads with gtmPath and the clear flag', async () => {
    const { client, dataLayer } = setup();
    expect(await client.push({ event: 'HomePay Lead Created', email: 'jane@example.com', state: 'NY' })).toBe('pushed');
    expect(dataLayer).toHaveLength(1);
    const [pushed] = dataLayer;
    expect(pushed).toMatchObject({
      event: 'HomePay Lead Created',
      gtmPath: '/nanny-tax-calculator',
      _clear: true,
      stateSHA256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(JSON.stringify(pushed)).not.toContain('jane@example.com');
  });

  it('queues in session storage while the tag manager loads, then pushes in order', async () => {
    const { client, dataLayer, storage } = setup();
    client.waitForTagManager();
    expect(await client.push({ event: 'Screen Viewed' })).toBe('queued');
    expect(await client.push({ event: 'CTA Interacted' })).toBe('queued');
    expect(dataLayer).toEqual([]);
    expect(JSON.parse(storage.getItem(GTM_QUEUE_KEY) ?? '[]')).toHaveLength(2);
    expect(client.tagManagerLoaded()).toEqual(['pushed', 'pushed']);
    expect(dataLayer.map((item) => (item as { event: string }).event)).toEqual(['Screen Viewed', 'CTA Interacted']);
    expect(storage.getItem(GTM_QUEUE_KEY)).toBeNull();
    expect(await client.push({ event: 'Slot Sent' })).toBe('pushed');
  });

  it('reports gtmPushViewDuplicate for the same payload twice in a row', async () => {
    const { client, reported } = setup();
    await client.push({ event: 'Screen Viewed' });
    expect(await client.push({ event: 'Screen Viewed' })).toBe('gtmPushViewDuplicate');
    expect(reported).toEqual(['gtmPushViewDuplicate']);
  });

  it('reports gtmPushViewBlock without a data layer and gtmPushViewError when pushing throws', async () => {
    expect(await setup({ dataLayer: undefined }).client.push({ event: 'x' })).toBe('gtmPushViewBlock');
    const broken = {
      push: () => {
        throw new Error('blocked');
      },
    };
    expect(await setup({ dataLayer: broken }).client.push({ event: 'x' })).toBe('gtmPushViewError');
  });

  it('reports gtmQueueViewError when session storage is unavailable', async () => {
    const { client, reported } = setup({
      sessionStorage: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    client.waitForTagManager();
    expect(await client.push({ event: 'x' })).toBe('gtmQueueViewError');
    expect(reported).toEqual(['gtmQueueViewError']);
  });

  it('ignores a queue in storage that is not valid JSON', async () => {
    const { client, storage, dataLayer } = setup();
    storage.setItem(GTM_QUEUE_KEY, '{not json');
    client.waitForTagManager();
    await client.push({ event: 'kept' });
    client.tagManagerLoaded();
    expect(dataLayer).toHaveLength(1);
  });
});
