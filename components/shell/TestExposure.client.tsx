'use client';
/**
 * Records Test Exposure once per visitor (a marker in local storage) when a
 * visitor sees a variant of an experiment. Renders nothing.
 */
import { useEffect } from 'react';
import { track } from '@/services/analytics/track';
import { TEST_EXPOSURE_PREFIX } from '@/services/privacy/stored-names';

const markerKey = (test: string) => `${TEST_EXPOSURE_PREFIX}${test}`;

export function TestExposure({ test, variant }: { test: string; variant: string }) {
  useEffect(() => {
    try {
      if (window.localStorage.getItem(markerKey(test))) return;
      window.localStorage.setItem(markerKey(test), variant);
    } catch {
      // Without storage "once per visitor" cannot be kept: record once per page view instead.
    }
    track('Test Exposure', { test_name: test, variant });
  }, [test, variant]);
  return null;
}
