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
export function whenIdle(start: () => void, fallbackMs = 1500): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(start, { timeout: fallbackMs * 2 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(start, fallbackMs);
  return () => window.clearTimeout(timer);
}
