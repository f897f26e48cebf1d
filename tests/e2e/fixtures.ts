/**
 * Every end-to-end test imports `test` from here:
 * - it fails a test in which any page broke its Content-Security-Policy,
 *   whether the browser reported it as a `securitypolicyviolation` event or
 *   only on the console (a blocked inline script, a host the policy does not list);
 * - `page.goto` to one of the site's pages returns once the page is hydrated
 *   (`<html data-hydrated>`): pages load their scripts after the first paint,
 *   so the load event can come before the menu or sign-in buttons answer.
 */
import { test as base, expect, type Page, type Response } from '@playwright/test';

declare global {
  interface Window {
    __reportCspViolation?: (text: string) => void;
  }
}

const CSP_CONSOLE = /Content Security Policy|Content-Security-Policy/i;

const HYDRATED = 'html[data-hydrated]';

function isSitePage(response: Response, baseURL: string | undefined): boolean {
  const contentType = response.headers()['content-type'] ?? '';
  return (
    baseURL !== undefined &&
    response.url().startsWith(new URL(baseURL).origin) &&
    contentType.startsWith('text/html') &&
    response.status() < 500
  );
}

export const test = base.extend<{ cspViolations: string[] }>({
  page: async ({ page, baseURL }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (response && isSitePage(response, baseURL)) await page.locator(HYDRATED).waitFor({ state: 'attached' });
      return response;
    };
    await provide(page);
  },
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      const watch = (page: Page) =>
        page.on('console', (message) => {
          if (CSP_CONSOLE.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
        });
      context.pages().forEach(watch);
      context.on('page', watch);
      await context.exposeBinding('__reportCspViolation', ({ page }, text: string) =>
        violations.push(`${page.url()}: ${text}`),
      );
      // Init scripts are injected by the browser's debugging protocol, outside the page's own policy.
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          window.__reportCspViolation?.(
            `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile || 'document'}:${event.lineNumber})`,
          );
        });
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
