/** The local analytics collector and enrollment stand-in that scripts/e2e.ts started, as the tests read them. */
import type { BrowserContext, Page } from '@playwright/test';

export interface CollectedEvent {
  event_type: string;
  device_id?: string;
  user_id?: string;
  event_properties?: Record<string, unknown>;
  user_properties?: Record<string, unknown>;
}

function origin(name: 'E2E_ANALYTICS_ADMIN' | 'E2E_ENROLLMENT_ADMIN'): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the end-to-end tests with npm run test:e2e`);
  return value;
}

export const collectorOrigin = () => origin('E2E_ANALYTICS_ADMIN');

/** Every event the collector received from this browser (its device id cookie). */
export async function collectedEvents(context: BrowserContext): Promise<CollectedEvent[]> {
  const deviceId = (await context.cookies()).find((cookie) => cookie.name === 'careDeviceId')?.value;
  if (!deviceId) return [];
  const batches = (await (await fetch(`${collectorOrigin()}/__admin/batches`)).json()) as Array<{
    batch: { events: CollectedEvent[] };
  }>;
  return batches.flatMap((received) => received.batch.events).filter((event) => event.device_id === deviceId);
}

export const eventTypes = (events: CollectedEvent[]) => events.map((event) => event.event_type);

export async function dataLayer(page: Page): Promise<Array<Record<string, unknown>>> {
  return page.evaluate(
    () =>
      JSON.parse(JSON.stringify((window as Window & { dataLayer?: unknown[] }).dataLayer ?? [])) as Array<
        Record<string, unknown>
      >,
  );
}

/** The next `times` uploads from this browser answer `status`. */
export async function setCollectorFault(context: BrowserContext, status: number, times: number): Promise<void> {
  const deviceId = (await context.cookies()).find((cookie) => cookie.name === 'careDeviceId')?.value;
  if (!deviceId) throw new Error('no device id yet: visit a page first');
  await fetch(`${collectorOrigin()}/__admin/faults`, {
    method: 'POST',
    body: JSON.stringify({ status, times, deviceId }),
  });
}

/** How many faulty answers the collector still owes: 0 once the uploads have used them up. */
export async function pendingCollectorFaults(): Promise<number> {
  const faults = (await (await fetch(`${collectorOrigin()}/__admin/faults`)).json()) as Array<{ times: number }>;
  return faults.reduce((sum, fault) => sum + fault.times, 0);
}

export async function rxCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === 'homepayVisitRx')?.value;
}
