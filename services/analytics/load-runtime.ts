/** One analytics runtime per page, loaded on first need as its own chunk. */
import type { AnalyticsRuntime, RuntimeOptions } from './runtime';

let runtime: Promise<AnalyticsRuntime> | undefined;

export function analyticsRuntime(options: RuntimeOptions): Promise<AnalyticsRuntime> {
  runtime ??= import('./runtime').then((module) => module.startAnalyticsRuntime(options));
  runtime.catch(() => {
    runtime = undefined;
  });
  return runtime;
}

/** Runs `start` once the browser is idle (or after `fallbackMs` where there is no idle callback). */
function whenIdle(start: () => void, fallbackMs = 1500): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(start, { timeout: fallbackMs * 2 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(start, fallbackMs);
  return () => clearTimeout(timer);
}

/** Signs that a visitor is using the page: the runtime is worth its download from then on. */
const ENGAGEMENT_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const;

const LEADS_AWAY = 'a[href], button, [role="button"], summary';

/** Whether an interaction's target is a link or button (or inside one). */
function leadsAway(target: EventTarget | null): boolean {
  return (
    target !== null &&
    'closest' in target &&
    typeof target.closest === 'function' &&
    (target as Element).closest(LEADS_AWAY) !== null
  );
}

/** How long a page must have been on screen before the runtime loads without an interaction. */
export const SETTLED_VISIBLE_MS = 3000;

/** What the trigger watches; the browser's own by default. */
export interface PageSignals {
  /** Where interactions arrive (the window). */
  interactions: EventTarget;
  /** Fires `visibilitychange` and tells the state (the document). */
  visibility: EventTarget & { readonly visibilityState: DocumentVisibilityState };
  now(): number;
  idle(run: () => void): () => void;
}

const browserSignals = (): PageSignals => ({
  interactions: window,
  visibility: document,
  now: () => performance.now(),
  idle: whenIdle,
});

/**
 * Runs `start` once: at the visitor's first interaction with the page (not a
 * press on a link or button), or once the page has
 * been visible for `visibleMs` in all and the browser is then idle. The
 * vendor SDK (over 60 KB gzip) thus never competes with the page's own
 * scripts while it loads and hydrates, and a tab opened in the background or
 * prerendered and never shown downloads nothing. Events recorded before then
 * wait in the wrapper's buffer. Returns a cancel function.
 */
export function whenEngagedOrSettled(
  start: () => void,
  visibleMs = SETTLED_VISIBLE_MS,
  signals: PageSignals = browserSignals(),
): () => void {
  const { interactions, visibility, now, idle } = signals;
  let done = false;
  let visibleSince: number | null = null;
  let visibleBefore = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelIdle: (() => void) | undefined;

  const cleanUp = () => {
    clearTimeout(timer);
    cancelIdle?.();
    visibility.removeEventListener('visibilitychange', onVisibility);
    for (const type of ENGAGEMENT_EVENTS) interactions.removeEventListener(type, onInteraction, { capture: true });
  };
  function run() {
    if (done) return;
    done = true;
    cleanUp();
    start();
  }
  // A press on a link or button usually leaves the page or opens a menu: a download started then would be cancelled
  // by the navigation, so only an interaction with the page itself counts (the visible-time rule covers the rest).
  function onInteraction(event: Event) {
    if (!leadsAway(event.target)) run();
  }
  function onVisibility() {
    clearTimeout(timer);
    if (visibility.visibilityState === 'visible') {
      visibleSince ??= now();
      timer = setTimeout(
        () => {
          cancelIdle = idle(run);
        },
        Math.max(0, visibleMs - visibleBefore),
      );
    } else if (visibleSince !== null) {
      visibleBefore += now() - visibleSince;
      visibleSince = null;
    }
  }

  for (const type of ENGAGEMENT_EVENTS)
    interactions.addEventListener(type, onInteraction, { capture: true, passive: true });
  visibility.addEventListener('visibilitychange', onVisibility);
  onVisibility();
  return () => {
    done = true;
    cleanUp();
  };
}
