/**
 * What the smoke spec (smoke.spec.ts) asks of a browser that Playwright cannot drive itself: Firefox ESR through
 * Puppeteer over WebDriver BiDi (firefox.ts), WebKitGTK through WebdriverIO and WebKitWebDriver (webkit.ts). Both
 * answer the same few questions, so one spec runs in both.
 */

export type EngineName = 'firefox' | 'webkit';

/** The Playwright projects' option: which engine a project's worker starts. */
export interface EngineOptions {
  engineName: EngineName;
}

export interface OpenOptions {
  /** The window's inner width in CSS px (375 or 1280); the height is a phone's or a laptop's. */
  width: number;
  /** false: the browser runs no page script at all (its own setting, as a visitor would turn it off). */
  javaScript: boolean;
  /** The site, e.g. http://127.0.0.1:3210 */
  baseURL: string;
}

export interface EnginePage {
  /**
   * Opens a path (or URL) and resolves once it has loaded, is hydrated when script runs (`<html data-hydrated>`) and
   * the network has gone quiet. Answers the document's HTTP status. Problems seen before are dropped.
   */
  goto(path: string): Promise<number>;
  /** Clicks the element the selector finds (it must find one); a link's navigation is not awaited. */
  click(selector: string): Promise<void>;
  /** Types into the field the selector finds, replacing what it held, as keystrokes. */
  type(selector: string, text: string): Promise<void>;
  /** Runs a self-contained function in the page (it is sent as source text) and answers its result. */
  evaluate<T, A>(fn: (arg: A) => T, arg: A): Promise<T>;
  url(): Promise<string>;
  /** Waits until the page is one of the site's loaded, hydrated pages again, after a click navigated. */
  settle(): Promise<void>;
  /**
   * What a visitor's console would show as wrong since the last goto or takeProblems: console errors, uncaught
   * exceptions, failed requests and responses of 400 or more, Content-Security-Policy violations.
   */
  takeProblems(): Promise<string[]>;
  close(): Promise<void>;
}

export interface Engine {
  name: EngineName;
  /** e.g. "Firefox 153.7.0esr" */
  version: string;
  open(options: OpenOptions): Promise<EnginePage>;
  close(): Promise<void>;
}

/** Polls `check` until it answers true; fails naming `what` after `timeout` ms. */
export async function until(what: string, check: () => Promise<boolean>, timeout = 15_000): Promise<void> {
  const end = Date.now() + timeout;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out after ${timeout} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Where a problem was seen: the path on the site, or the whole URL elsewhere (the identity provider). */
export function where(url: string, origin: string): string {
  const parsed = new URL(url, origin);
  return parsed.origin === origin ? `${parsed.pathname}${parsed.search}` : parsed.toString();
}

/** The page's scripts ran and React took over the markup (set by the layout once the page is interactive). */
export const HYDRATED = 'html[data-hydrated]';

/**
 * Finds the one visible element among `selector` whose text (or aria-label) is exactly `text`, or matches `pattern` (a
 * regular expression's source), marks it, and answers a selector for it, so that each driver then clicks or types
 * with its own native input. Answers a sentence saying what was found instead when there is not exactly one. Runs in
 * the page.
 */
export function markVisible({
  selector,
  text,
  pattern,
  mark,
}: {
  selector: string;
  text?: string;
  pattern?: string;
  mark: string;
}): string {
  const visible = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  const named = (element: Element) => {
    const label = element.getAttribute('aria-label') ?? (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    return pattern === undefined ? label === text : new RegExp(pattern).test(label);
  };
  const found = Array.from(document.querySelectorAll(selector)).filter((element) => visible(element) && named(element));
  if (found.length !== 1) return `${found.length} visible ${selector} named ${text ?? pattern ?? ''}`;
  found[0]?.setAttribute('data-smoke', mark);
  return `[data-smoke="${mark}"]`;
}

/** Finds the form field a visible <label> with this exact text names (its `for`), as markVisible does. Runs in the page. */
export function markField({ text, mark }: { text: string; mark: string }): string {
  const label = Array.from(document.querySelectorAll('label')).find(
    (candidate) => (candidate.textContent ?? '').replace(/\s+/g, ' ').trim() === text,
  );
  const field = label?.control;
  if (!field) return `no field labelled "${text}"`;
  field.setAttribute('data-smoke', mark);
  return `[data-smoke="${mark}"]`;
}

/** The text of the first visible element the selector finds, or "" (whitespace collapsed). Runs in the page. */
export function visibleText(selector: string): string {
  const element = Array.from(document.querySelectorAll(selector)).find(
    (candidate) => candidate.getBoundingClientRect().height > 0,
  );
  if (!element) return '';
  return (element instanceof HTMLElement ? element.innerText : (element.textContent ?? '')).replace(/\s+/g, ' ').trim();
}
