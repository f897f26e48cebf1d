'use client';
/**
 * The page's analytics island: Screen Viewed with the page's analytics id,
 * the analytics runtime loaded at the first interaction or once the page has
 * settled on screen, the member's id once known, and enrollment calls to
 * action recorded before the visitor leaves.
 * Renders nothing; all vendor code stays in the lazily loaded runtime.
 */
import { useEffect } from 'react';
import {
  enrollmentEvents,
  isEnrollmentUrl,
  isPlainClick,
  type EnrollmentPaths,
} from '@/services/analytics/enrollment-click';
import { analyticsRuntime, whenEngagedOrSettled } from '@/services/analytics/load-runtime';
import { setEventLocale, track, trackBeforeLeaving } from '@/services/analytics/track';
import type { LocaleCode } from '@/engine/locale';
import type { AppRelease } from '@/services/analytics/visit-data';
import { analyticsUserId } from '@/services/auth/auth-state';
import { useSignedIn } from '@/services/session/use-signed-in';

interface AnalyticsProps {
  pageId: string;
  /** The page's language: every event carries it, so what each language's visitors do can be told apart. */
  locale: LocaleCode;
  product: string;
  release: AppRelease;
  enrollment: EnrollmentPaths;
}

/** The longest a visitor waits on a call to action for analytics. */
const LEAVE_WAIT_MS = 1500;

const within = <T,>(promise: Promise<T>, ms: number): Promise<T | undefined> =>
  Promise.race([promise, new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms))]);

export function Analytics({ pageId, locale, product, release, enrollment }: AnalyticsProps) {
  const signedIn = useSignedIn();
  const memberId = signedIn?.member?.id;
  // Before the first event: Screen Viewed below already carries it.
  setEventLocale(locale);

  useEffect(() => {
    track('Screen Viewed', { screen_name: pageId });
  }, [pageId]);

  useEffect(
    () => whenEngagedOrSettled(() => void analyticsRuntime({ product, release }).catch(() => undefined)),
    [product, release],
  );

  useEffect(() => {
    if (memberId)
      void analyticsRuntime({ product, release }).then(
        (runtime) => runtime.identify(analyticsUserId(memberId)),
        () => undefined,
      );
  }, [memberId, product, release]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!isPlainClick(event) || !(event.target instanceof Element)) return;
      const anchor = event.target.closest('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self')) return;
      const url = new URL(anchor.href);
      if (!isEnrollmentUrl(url, window.location.origin, enrollment)) return;
      event.preventDefault();
      const ctaText = anchor.textContent ?? '';
      void (async () => {
        const started = Date.now();
        const runtime = await within(analyticsRuntime({ product, release }), LEAVE_WAIT_MS).catch(() => undefined);
        const href = runtime ? runtime.enrollmentHref(anchor.href) : anchor.href;
        await trackBeforeLeaving(
          enrollmentEvents(new URL(href, window.location.href), ctaText, pageId),
          Math.max(0, LEAVE_WAIT_MS - (Date.now() - started)),
        );
        window.location.assign(href);
      })();
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [enrollment, pageId, product, release]);

  return null;
}
