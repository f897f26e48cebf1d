/**
 * Where a contact message goes: a POST of JSON to the configured endpoint (the enrollment
 * system's message intake in production; the local stand-in with `npm start` and in tests).
 */
import type { ContactMessage } from './contact-message';

export const DELIVERY_TIMEOUT_MS = 5000;

export function createContactDelivery(
  endpoint: string,
  log: (message: string, fields: Record<string, string | number>) => void,
) {
  return async function deliver(message: ContactMessage & { page: string }): Promise<boolean> {
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(message),
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
      if (response.ok) return true;
      log('contact message refused by the delivery endpoint', { status: response.status });
      return false;
    } catch (error) {
      // The message's own fields never reach the log: only why delivery failed.
      log('contact message delivery failed', { reason: error instanceof Error ? error.name : 'unknown' });
      return false;
    }
  };
}
