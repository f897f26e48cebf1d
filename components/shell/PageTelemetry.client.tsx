'use client';
/**
 * Per page: a navigation breadcrumb, the page-load transaction (never for the
 * 404 page) and error reports for the page's unexpected script errors, all
 * through the log beacon. Renders nothing.
 */
import { useEffect } from 'react';
import { addBreadcrumb } from '@/services/errors/breadcrumbs';
import { createErrorReporter } from '@/services/errors/error-reporter';
import { logToServer } from '@/services/logging/client-logger';

const TRACE_SAMPLE_RATE = Number(process.env.NEXT_PUBLIC_TRACE_SAMPLE_RATE ?? '0.1');

function pageLoadMs(): number | undefined {
  const [navigation] = performance.getEntriesByType('navigation');
  return navigation instanceof PerformanceNavigationTiming && navigation.loadEventEnd > 0
    ? navigation.loadEventEnd
    : undefined;
}

export function PageTelemetry({ transaction }: { transaction: string }) {
  useEffect(() => {
    const reporter = createErrorReporter({
      log: logToServer,
      traceSampleRate: Number.isFinite(TRACE_SAMPLE_RATE) ? TRACE_SAMPLE_RATE : 0,
    });
    addBreadcrumb('navigation', `${window.location.pathname}${window.location.search}`, { transaction });
    const onError = (event: ErrorEvent) =>
      reporter.reportError(event.error ?? event.message, { source: 'window.onerror' });
    const onRejection = (event: PromiseRejectionEvent) =>
      reporter.reportError(event.reason, { source: 'unhandledrejection' });
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    const traceWhenLoaded = () => {
      const duration = pageLoadMs();
      if (duration !== undefined) reporter.traceTransaction(transaction, duration);
    };
    if (document.readyState === 'complete') window.setTimeout(traceWhenLoaded, 0);
    else window.addEventListener('load', () => window.setTimeout(traceWhenLoaded, 0), { once: true });
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, [transaction]);
  return null;
}
