/**
 * Every end-to-end test imports `test` from here: it fails a test in which
 * any page broke its Content-Security-Policy, whether the browser reported it
 * as a `securitypolicyviolation` event or only on the console (a blocked
 * inline script, a host the policy does not list).
 */
import { test as base, expect, type Page } from '@playwright/test';

declare global {
  interface Window {
    __reportCspViolation?: (text: string) => void;
  }
}

const CSP_CONSOLE = /Content Security Policy|Content-Security-Policy/i;

export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      const watch = (page: Page) =>
        page.on('console', (message) => {
          if (CSP_CONSOLE.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
        });
      context.pages().forEach(watch);
      context.on('page', watch);
      await context.exposeBinding('__reportCspViolation', ({ page }, text: string) => violations.push(`${page.url()}: ${text}`));
      // Init scripts are injected by the browser's debugging protocol, outside the page's own policy.
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          window.__reportCspViolation?.(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile || 'document'}:${event.lineNumber})`);
        });
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
