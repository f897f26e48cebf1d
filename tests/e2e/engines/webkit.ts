/**
 * Debian's WebKitGTK, driven by WebdriverIO through WebKitWebDriver (classic WebDriver: no BiDi, so no console or
 * network events) on an Xvfb display of its own. The browser is webkit-host.py, a bare web view in a window, instead of
 * MiniBrowser (whose toolbar keeps the window at least 447 px wide and whose automation views print no console). The
 * host writes every console message (script errors, CSP refusals, a cancelled fetch) to a file per session, which is
 * how problems are seen here; failed loads are not among them in WebKitGTK, so the site's subresources are checked
 * again over HTTP. `--no-javascript` turns the web view's script off.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { remote } from 'webdriverio';
import { WEBKIT_DRIVER_PATH } from '@/scripts/ensure-test-tools';
import { freePort } from '@/scripts/lib/free-port';
import { HYDRATED, until, where, type Engine, type EnginePage, type OpenOptions } from './engine';

const HOST = join(import.meta.dirname, 'webkit-host.py');
const HEIGHT: Record<number, number> = { 375: 812, 1280: 900 };
// "[<source>:<line>:<column>: ]CONSOLE [<SOURCE> ]ERROR <message>": the source is there for script and network
// messages, not for the browser's own (a policy it cannot parse, a refused form).
const CONSOLE_ERROR = /^(?:(.*?): )?CONSOLE (?:[A-Z]+ )?ERROR (.*)$/;

type Browser = Awaited<ReturnType<typeof remote>>;

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- WebdriverIO's own way to add a vendor capability
  namespace WebdriverIO {
    interface Capabilities {
      /** WebKitGTK's WebDriver: the browser binary it starts and that binary's arguments. */
      'webkitgtk:browserOptions'?: { binary: string; args: string[] };
    }
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts Xvfb on a display number it picks itself (-displayfd): parallel runs and a developer's own X never clash. */
function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-nolisten', 'tcp', '-screen', '0', '1600x1200x24'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    let errors = '';
    xvfb.stderr?.on('data', (chunk: Buffer) => (errors += String(chunk)));
    xvfb.stdio[3]?.on('data', (chunk: Buffer) => {
      output += String(chunk);
      if (output.includes('\n')) resolve({ display: `:${output.trim()}`, process: xvfb });
    });
    xvfb.on('error', reject);
    xvfb.on('exit', (code) => reject(new Error(`Xvfb exited (${code}) before it gave a display: ${errors.trim()}`)));
  });
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

class WebKitPage implements EnginePage {
  private read = 0;
  private pending: string[] = [];

  constructor(
    private readonly browser: Browser,
    private readonly consoleLog: string,
    private readonly javaScript: boolean,
    private readonly origin: string,
    private readonly onClose: () => void,
  ) {}

  async goto(path: string): Promise<number> {
    await this.takeProblems();
    await this.browser.url(new URL(path, this.origin).toString());
    await this.settle();
    // WebDriver classic reports no response, and WebKitGTK 2.50's Navigation Timing has no responseStatus yet: where
    // it has none, the route's status is asked for again over HTTP.
    const status = await this.browser.execute(() => {
      const entry = performance.getEntriesByType('navigation')[0];
      return entry instanceof PerformanceNavigationTiming ? entry.responseStatus : undefined;
    });
    this.pending.push(...(await this.failedSubresources()));
    return typeof status === 'number' ? status : (await fetch(new URL(path, this.origin))).status;
  }

  /**
   * WebKitGTK's console output has no "Failed to load resource" lines (those go to Web Inspector only), and Resource
   * Timing has no status here either: the site's scripts, styles, images and fonts the page loaded are asked for
   * again over HTTP, and any that answers 400 or more is reported. (Requests that cannot be repeated as a GET, such
   * as beacons and fetches, are left out; the Firefox and Chromium runs see those.)
   */
  private async failedSubresources(): Promise<string[]> {
    const urls = await this.browser.execute(
      (origin) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry instanceof PerformanceResourceTiming)
          .filter((entry) => ['script', 'link', 'css', 'img', 'image', 'font'].includes(entry.initiatorType))
          .map((entry) => entry.name)
          .filter((url) => url.startsWith(origin)),
      this.origin,
    );
    const page = where(await this.url(), this.origin);
    const failed = await Promise.all(
      [...new Set(urls)].map(async (url) => {
        const response = await fetch(url);
        return response.status >= 400 ? [`${page}: HTTP ${response.status} ${url}`] : [];
      }),
    );
    return failed.flat();
  }

  async settle(): Promise<void> {
    await until('the page to load', () => this.browser.execute(() => document.readyState === 'complete'));
    const url = await this.url();
    if (this.javaScript && url.startsWith(this.origin) && !new URL(url).pathname.startsWith('/api/'))
      await until('the page to hydrate', () => this.browser.execute((s) => !!document.querySelector(s), HYDRATED));
    // No network events here: wait until no resource has finished loading for 700 ms (an unfinished one is not
    // listed yet; leaving the page cancels it, and WebKit logs a cancelled fetch as an error).
    let seen = -1;
    await until('the network to go quiet', async () => {
      const count = await this.browser.execute(() => performance.getEntriesByType('resource').length);
      if (count === seen) return true;
      seen = count;
      await sleep(700);
      return false;
    });
  }

  async click(selector: string): Promise<void> {
    const element = this.browser.$(selector);
    try {
      await element.click();
    } catch (error) {
      // WebKitWebDriver refuses some visible elements as "not interactable"; the page's own click is what a tap does.
      if (!String(error).includes('interactable')) throw error;
      await this.browser.execute((s) => (document.querySelector(s) as HTMLElement | null)?.click(), selector);
    }
  }

  async type(selector: string, text: string): Promise<void> {
    await this.browser.$(selector).setValue(text);
  }

  evaluate<T, A>(fn: (arg: A) => T, arg: A): Promise<T> {
    // WebdriverIO's typing of `execute` cannot follow a generic argument through; the call is what it documents.
    const run = fn as (arg: unknown) => T;
    return this.browser.execute(run, arg as unknown) as Promise<T>;
  }

  url(): Promise<string> {
    return this.browser.getUrl();
  }

  async takeProblems(): Promise<string[]> {
    // Give the web process a moment to write out what the last load logged.
    await sleep(200);
    const text = readFileSync(this.consoleLog, 'utf8');
    const fresh = text.slice(this.read);
    this.read = text.length;
    const page = where(await this.url(), this.origin);
    const pending = this.pending;
    this.pending = [];
    return [
      ...pending,
      ...fresh.split('\n').flatMap((line) => {
        const match = CONSOLE_ERROR.exec(line);
        if (!match) return [];
        const source = match[1] ?? page;
        return [`${source.startsWith('http') ? where(source, this.origin) : source}: console error: ${match[2] ?? ''}`];
      }),
    ];
  }

  async close(): Promise<void> {
    try {
      await this.browser.deleteSession();
    } finally {
      this.onClose();
    }
  }
}

export async function startWebKit(): Promise<Engine> {
  const xvfb = await startXvfb();
  const port = await freePort();
  const driver = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`, '--host=local'], {
    stdio: 'ignore',
    env: { ...process.env, DISPLAY: xvfb.display },
  });
  const stopAll = async () => {
    await stop(driver);
    await stop(xvfb.process);
  };
  try {
    await until('WebKitWebDriver to listen', () =>
      fetch(`http://127.0.0.1:${port}/status`).then(
        (response) => response.ok,
        () => false,
      ),
    );
  } catch (error) {
    await stopAll();
    throw error;
  }
  let version = 'WebKitGTK';
  return {
    name: 'webkit',
    get version() {
      return version;
    },
    async open({ width, javaScript, baseURL }: OpenOptions) {
      const dir = mkdtempSync(join(tmpdir(), 'webkit-smoke-'));
      const consoleLog = join(dir, 'console.log');
      writeFileSync(consoleLog, '');
      const browser = await remote({
        hostname: '127.0.0.1',
        port,
        logLevel: 'error',
        connectionRetryCount: 0,
        capabilities: {
          'wdio:enforceWebDriverClassic': true,
          'webkitgtk:browserOptions': {
            binary: HOST,
            args: ['--automation', `--console-log=${consoleLog}`, ...(javaScript ? [] : ['--no-javascript'])],
          },
        },
      });
      version = `WebKitGTK ${String(browser.capabilities.browserVersion ?? '')}`.trim();
      await browser.setWindowSize(width, HEIGHT[width] ?? 900);
      return new WebKitPage(browser, consoleLog, javaScript, new URL(baseURL).origin, () =>
        rmSync(dir, { recursive: true, force: true }),
      );
    },
    close: stopAll,
  };
}
