'use client';
/**
 * Marks the document (`<html data-hydrated>`) once React has hydrated it: from
 * then on every interactive part answers. Pages load their scripts after the
 * first paint (scripts/lib/hydrate-after-paint.ts), so a click can come
 * earlier; the end-to-end tests wait for the mark before they interact.
 */
import { useEffect } from 'react';

export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
