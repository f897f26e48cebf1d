'use client';
/** Asks the ad library to fill this slot's reserved box once it is near the viewport; renders nothing itself. */
import { useEffect } from 'react';
import { requestAdSlot } from '@/services/ads/gpt-slot';
import { track } from '@/services/analytics/track';

interface AdFillProps {
  scriptUrl: string;
  slotId: string;
  adUnitPath: string;
  sizes: Array<[number, number]>;
}

export function AdFill({ scriptUrl, slotId, adUnitPath, sizes }: AdFillProps) {
  useEffect(() => {
    const box = document.querySelector<HTMLElement>(`[data-ad-slot="${CSS.escape(slotId)}"]`);
    if (!box) return;
    box.id ||= `hp-ad-${slotId}`;
    const request = { id: slotId, elementId: box.id, adUnitPath, sizes };
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        requestAdSlot(window, scriptUrl, request, (data) => track('Slot Sent', data)).catch(() => undefined);
      },
      { rootMargin: '200px' },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [scriptUrl, slotId, adUnitPath, sizes]);
  return null;
}
