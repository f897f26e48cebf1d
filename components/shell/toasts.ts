/**
 * Toasts, without loading the toast library up front: requests wait in a
 * queue until the toast stack (notistack + the MUI theme) has loaded, which
 * happens on the first request. Most visits never show one.
 */
export type ToastVariant = 'default' | 'success' | 'error' | 'warning' | 'info';

export interface ToastRequest {
  message: string;
  variant: ToastVariant;
}

export const GENERIC_ERROR_MESSAGE = 'Error. Oops, something went wrong. Please try again later.';

type Consumer = (toast: ToastRequest) => void;

let consumer: Consumer | undefined;
const queue: ToastRequest[] = [];
const firstRequestWatchers = new Set<() => void>();

export function showToast(message: string, variant: ToastVariant = 'default'): void {
  const toast = { message, variant };
  if (consumer) {
    consumer(toast);
    return;
  }
  queue.push(toast);
  for (const watcher of firstRequestWatchers) watcher();
}

/** Called (once per request until a consumer exists) so the host can load the stack. */
export function onToastRequested(watcher: () => void): () => void {
  firstRequestWatchers.add(watcher);
  if (queue.length > 0) watcher();
  return () => firstRequestWatchers.delete(watcher);
}

/** The toast stack takes over: queued toasts first, then each new one. */
export function consumeToasts(next: Consumer): () => void {
  consumer = next;
  for (const toast of queue.splice(0)) next(toast);
  return () => {
    if (consumer === next) consumer = undefined;
  };
}
