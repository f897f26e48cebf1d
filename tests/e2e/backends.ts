/** The local back-ends that scripts/e2e.ts started, and how a test talks to them and watches the site's calls. */
import type { Page, Request } from '@playwright/test';
import { storedUserKey } from '@/services/graphql/stored-user';

function adminOrigin(): string {
  const origin = process.env.E2E_GRAPHQL_ADMIN;
  if (!origin) throw new Error('E2E_GRAPHQL_ADMIN is not set: run the end-to-end tests with npm run test:e2e');
  return origin;
}

export async function mintToken(
  sub: string,
  expiresInSeconds = 3600,
): Promise<{ access_token: string; expires_at: number }> {
  const response = await fetch(`${adminOrigin()}/__admin/tokens`, {
    method: 'POST',
    body: JSON.stringify({ sub, expiresInSeconds }),
  });
  if (!response.ok) throw new Error(`minting a token answered ${response.status}`);
  return (await response.json()) as { access_token: string; expires_at: number };
}

/** What the core site leaves in the browser for a signed-in member: the stored user record. */
export async function storeUserRecord(page: Page, record: { access_token: string; expires_at: number }): Promise<void> {
  const key = storedUserKey({
    authority: process.env.OIDC_AUTHORITY ?? '',
    clientId: process.env.OIDC_CLIENT_ID ?? '',
  });
  await page.addInitScript(([storageKey, value]) => window.sessionStorage.setItem(storageKey, value), [
    key,
    JSON.stringify(record),
  ] as const);
}

/** Every /graphql request of the page carries this fault to the real server (forwarded by the site). */
export async function injectFault(page: Page, fault: string): Promise<void> {
  await page.route('**/graphql?**', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-fault': fault } }),
  );
}

export type LoggedEntry = Record<string, unknown> & { level: string; message: string };

/** The entries the page sends to the log beacon, as sent. */
export function watchLogBeacon(page: Page): LoggedEntry[] {
  const entries: LoggedEntry[] = [];
  page.on('request', (request: Request) => {
    if (!request.url().endsWith('/api/logs') || request.method() !== 'POST') return;
    const body: unknown = JSON.parse(request.postData() ?? 'null');
    for (const entry of Array.isArray(body) ? body : [body]) entries.push(entry as LoggedEntry);
  });
  return entries;
}

export function watchGraphqlRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql') requests.push(request);
  });
  return requests;
}
