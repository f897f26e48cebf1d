/**
 * Enrollment calls to action: a click on any link to the
 * enrollment app records CTA Interacted and HomePay Enrollment Started before
 * the visitor leaves. The links are rendered on the server (static pages), so
 * this recognises them by address rather than by component.
 */
import type { WaitingEvent } from './track';

export interface EnrollmentPaths {
  signupPath: string;
  landingPath: string;
  partnerTaxesPath: string;
}

export function isEnrollmentUrl(url: URL, ownOrigin: string, paths: EnrollmentPaths): boolean {
  if (url.origin !== ownOrigin) return false;
  return [paths.signupPath, paths.landingPath, paths.partnerTaxesPath].some(
    (path) => url.pathname === path || url.pathname.startsWith(`${path}/`),
  );
}

/** A plain left click that the page has not handled: only then may the navigation wait for the events. */
export function isPlainClick(
  event: Pick<MouseEvent, 'defaultPrevented' | 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>,
): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

export function enrollmentEvents(url: URL, ctaText: string, pageId: string): WaitingEvent[] {
  const query = url.searchParams;
  const text = ctaText.replace(/\s+/g, ' ').trim().slice(0, 100);
  return [
    { name: 'CTA Interacted', data: { cta_text: text, cta_location: pageId, cta_destination: url.pathname } },
    {
      name: 'HomePay Enrollment Started',
      data: {
        hired: query.get('hired'),
        rx: query.get('rx'),
        partner: query.get('partner'),
        enrollment_path: url.pathname,
        page_id: pageId,
      },
    },
  ];
}
