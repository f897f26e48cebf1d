/**
 * Error reports and page-load transactions, sent to the log beacon. A report
 * carries the breadcrumbs, so the log line says what led to the error.
 */
import type { ClientLog } from '@/services/logging/client-logger';
import { breadcrumbs } from './breadcrumbs';

/** The not-found page's transaction: every mistyped URL would otherwise be traced. */
export const UNTRACED_TRANSACTIONS: readonly string[] = ['/404'];
const MAX_STACK = 4000;

export interface ErrorReporter {
  reportError(error: unknown, context?: { source: string }): void;
  traceTransaction(name: string, durationMs: number): void;
}

export interface ErrorReporterOptions {
  log: ClientLog;
  /** Fraction of transactions traced, 0 to 1. */
  traceSampleRate: number;
  random?: () => number;
}

function describe(error: unknown): { name: string; message: string; stack?: string } {
  if (error instanceof Error)
    return {
      name: error.name,
      message: error.message || error.name,
      ...(error.stack ? { stack: error.stack.slice(0, MAX_STACK) } : {}),
    };
  return { name: 'NonError', message: typeof error === 'string' ? error : 'a value that is not an Error was thrown' };
}

export function createErrorReporter({
  log,
  traceSampleRate,
  random = Math.random,
}: ErrorReporterOptions): ErrorReporter {
  return {
    reportError(error, context) {
      const { name, message, stack } = describe(error);
      log('error', message, {
        event: 'ErrorReport',
        errorName: name,
        ...(stack ? { stack } : {}),
        source: context?.source ?? 'unknown',
        breadcrumbs: breadcrumbs().map(({ at, category, message: text, data }) => ({
          at,
          category,
          message: text,
          ...(data ? { data } : {}),
        })),
      });
    },
    traceTransaction(name, durationMs) {
      if (UNTRACED_TRANSACTIONS.includes(name)) return;
      if (random() >= traceSampleRate) return;
      log('info', `Transaction ${name}`, {
        event: 'Transaction',
        transaction: name,
        durationMs: Math.round(durationMs),
      });
    },
  };
}
