import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnalyticsCollector, type RunningCollector } from './server';

let collector: RunningCollector;
beforeAll(async () => {
  collector = await startAnalyticsCollector({ apiKey: 'test-key' });
});
afterAll(() => collector.close());

const batch = (
  events: object[] = [
    { event_type: 'care.Screen Viewed', device_id: 'device-12345', event_properties: { screen_name: '/homepay/main' } },
  ],
) => JSON.stringify({ api_key: 'test-key', events });
const upload = (body: string, contentType = 'application/json') =>
  fetch(collector.serverUrl, { method: 'POST', body, headers: { 'content-type': contentType } });

describe('local analytics collector', () => {
  it("accepts an HTTP API v2 batch as JSON or as sendBeacon's text/plain, answering like Amplitude, and records it", async () => {
    await fetch(`${collector.origin}/__admin/batches`, { method: 'DELETE' });
    const json = await upload(batch());
    expect(json.status).toBe(200);
    expect(await json.json()).toMatchObject({ code: 200, events_ingested: 1 });
    expect((await upload(batch(), 'text/plain;charset=UTF-8')).status).toBe(200);
    const received = (await (await fetch(`${collector.origin}/__admin/batches`)).json()) as Array<{
      contentType: string;
      batch: { events: Array<{ event_type: string }> };
    }>;
    expect(received.map((item) => item.contentType)).toEqual(['application/json', 'text/plain;charset=UTF-8']);
    expect(received[0]?.batch.events[0]?.event_type).toBe('care.Screen Viewed');
  });

  it('refuses a wrong key, a missing field and events without a usable id with 400 and the reason', async () => {
    const wrongKey = await upload(JSON.stringify({ api_key: 'other', events: [] }));
    expect(wrongKey.status).toBe(400);
    expect(await wrongKey.json()).toMatchObject({ error: 'Invalid API key: other' });
    expect(await (await upload(JSON.stringify({ events: [] }))).json()).toMatchObject({
      code: 400,
      missing_field: 'api_key',
    });
    const badIds = await upload(
      batch([
        { event_type: 'x', device_id: 'abc' },
        { event_type: 'y', user_id: 'member-1' },
      ]),
    );
    expect(await badIds.json()).toMatchObject({ code: 400, events_with_invalid_fields: { device_id: [0] } });
    expect((await upload('{not json')).status).toBe(400);
  });

  it('answers 413 for a body over 1 MB', async () => {
    expect((await upload('x'.repeat(1_100_000))).status).toBe(413);
  });

  it('answers the statuses it is told to, as many times as told, then accepts again', async () => {
    for (const status of [429, 408, 413, 422, 503]) {
      const set = await fetch(`${collector.origin}/__admin/faults`, {
        method: 'POST',
        body: JSON.stringify({ status, times: 1 }),
      });
      expect(set.status).toBe(201);
      const answer = await upload(batch());
      expect(answer.status).toBe(status);
      expect(await answer.json()).toMatchObject({ code: status });
    }
    expect((await upload(batch())).status).toBe(200);
    expect((await fetch(`${collector.origin}/__admin/faults`, { method: 'POST', body: '{"status":200}' })).status).toBe(
      400,
    );
  });

  it('gives a fault meant for one device only to that device', async () => {
    await fetch(`${collector.origin}/__admin/faults`, {
      method: 'POST',
      body: JSON.stringify({ status: 500, times: 1, deviceId: 'device-other' }),
    });
    expect((await upload(batch())).status).toBe(200);
    expect((await upload(batch([{ event_type: 'x', device_id: 'device-other' }]))).status).toBe(500);
    expect((await upload(batch([{ event_type: 'x', device_id: 'device-other' }]))).status).toBe(200);
  });

  it('allows cross-origin uploads from the site and 404s other paths', async () => {
    const preflight = await fetch(collector.serverUrl, { method: 'OPTIONS' });
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect((await fetch(`${collector.origin}/nope`, { method: 'POST', body: '{}' })).status).toBe(404);
  });
});
