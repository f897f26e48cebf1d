/**
 * Debian's Firefox ESR, driven by Puppeteer over WebDriver BiDi.
 *
 * Not Playwright: its BiDi channel (`channel: 'moz-firefox'`) in 1.65.1 sends `emulation.setMediaFeaturesOverride` for
 * every new context, which Firefox 153 ESR answers "unknown command", so no page can be opened; and that channel
 * ignores `javaScriptEnabled` (Firefox 153 has no `emulation.setScriptingEnabled` either). Script is turned off here
 * the way a visitor does it, with the `javascript.enabled` preference, in a browser of its own.
 */
import puppeteer, { type Browser, type HTTPRequest, type HTTPResponse, type Page } from 'puppeteer-core';
import { FIREFOX_PATH } from '@/scripts/ensure-test-tools';
import { HYDRATED, until, where, type Engine, type EnginePage, type OpenOptions } from './engine';

const HEIGHT: Record<number, number> = { 375: 812, 1280: 900 };
const QUIET = { idleTime: 500, timeout: 15_000 };

function launch(javaScript: boolean): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    // Overlay scrollbars, as on a phone (and as Chromium's headless mode draws none): a 375 px window is 375 px of page.
    extraPrefsFirefox: { 'ui.useOverlayScrollbars': 1, ...(javaScript ? {} : { 'javascript.enabled': false }) },
  });
}

class FirefoxPage implements EnginePage {
  private problems: string[] = [];

  constructor(
    private readonly page: Page,
    private readonly javaScript: boolean,
    private readonly origin: string,
    private readonly onClose: () => Promise<void>,
  ) {
    const here = () => where(page.url(), origin);
    page.on('console', (message) => {
      if (message.type() === 'error') this.problems.push(`${here()}: console error: ${message.text()}`);
    });
    // Puppeteer reports every browser-side log entry of type "javascript" here, whatever its level: all are errors
    // on Firefox's console (an uncaught exception, a refused cookie).
    page.on('pageerror', (error) => this.problems.push(`${here()}: ${String(error)}`));
    page.on('requestfailed', (request: HTTPRequest) => {
      // Firefox's BiDi also reports a beacon-style POST whose answer (a 200) nobody reads as failed; it was not.
      if (request.response()) return;
      // A request still in flight when the page navigates away is cancelled by the browser, not failed: the console
      // shows nothing (the analytics runtime starts at the first pointer down, which may be the click on a link).
      if (request.failure()?.errorText === 'NS_BINDING_ABORTED') return;
      this.problems.push(`${here()}: request failed: ${request.url()} (${request.failure()?.errorText ?? '?'})`);
    });
    page.on('response', (response: HTTPResponse) => {
      if (response.status() >= 400) this.problems.push(`${here()}: HTTP ${response.status()} ${response.url()}`);
    });
  }

  async init(width: number): Promise<void> {
    await this.page.setViewport({ width, height: HEIGHT[width] ?? 900 });
    // A policy violation is an event, not a console message, in Firefox: say it on the console, where the page's
    // problems are collected. Preload scripts are the browser's, outside the page's own policy.
    await this.page.evaluateOnNewDocument(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(
          `Content-Security-Policy violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile || 'document'}:${event.lineNumber})`,
        );
      });
    });
  }

  async goto(path: string): Promise<number> {
    this.problems = [];
    const response = await this.page.goto(new URL(path, this.origin).toString(), { waitUntil: 'load' });
    await this.settle();
    return response?.status() ?? 0;
  }

  // Polled from here rather than with waitForFunction/waitForSelector: those wait on the page's own timers and
  // animation frames, which never run with script off.
  async settle(): Promise<void> {
    await until('the page to load', () => this.page.evaluate(() => document.readyState === 'complete'));
    const onSite = this.page.url().startsWith(this.origin) && !new URL(this.page.url()).pathname.startsWith('/api/');
    if (this.javaScript && onSite)
      await until('the page to hydrate', () => this.page.evaluate((s) => !!document.querySelector(s), HYDRATED));
    await this.page.waitForNetworkIdle(QUIET).catch(() => undefined);
  }

  async click(selector: string): Promise<void> {
    if (this.javaScript) return this.page.click(selector);
    // With script off, Puppeteer's pointer click loses the page (its scroll-into-view check ends in "Target closed"
    // from Firefox 153); the keyboard follows a link or submits a form just as well.
    await this.page.focus(selector);
    await this.page.keyboard.press('Enter');
  }

  async type(selector: string, text: string): Promise<void> {
    // Focus and keys only (see click): select what the field holds, delete it, type.
    await this.page.focus(selector);
    await this.page.keyboard.down('Control');
    await this.page.keyboard.press('a');
    await this.page.keyboard.up('Control');
    await this.page.keyboard.press('Backspace');
    await this.page.keyboard.type(text);
  }

  evaluate<T, A>(fn: (arg: A) => T, arg: A): Promise<T> {
    // Puppeteer's typing of `evaluate` cannot follow a generic argument through; the call is what it documents.
    const run = fn as (arg: unknown) => T;
    return this.page.evaluate(run, arg as unknown) as Promise<T>;
  }

  async url(): Promise<string> {
    return this.page.url();
  }

  async takeProblems(): Promise<string[]> {
    const problems = this.problems;
    this.problems = [];
    return problems;
  }

  close(): Promise<void> {
    return this.onClose();
  }
}

export async function startFirefox(): Promise<Engine> {
  const browser = await launch(true);
  const version = `Firefox ${(await browser.version()).replace(/^firefox\//, '')} ESR`;
  return {
    name: 'firefox',
    version,
    async open({ width, javaScript, baseURL }: OpenOptions) {
      // Each page gets a fresh profile's worth of state: its own context (cookies), or its own browser without script.
      const own = javaScript ? undefined : await launch(false);
      const context = await (own ?? browser).createBrowserContext();
      const page = new FirefoxPage(await context.newPage(), javaScript, new URL(baseURL).origin, async () => {
        await context.close();
        await own?.close();
      });
      await page.init(width);
      return page;
    },
    close: () => browser.close(),
  };
}
