'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** Development only: re-renders the page from the server when a config file is saved, without reloading it. */
export function LivePreview() {
  const router = useRouter();
  useEffect(() => {
    const events = new EventSource('/api/dev/config-events');
    // A save between the page's render and the stream's (re)connection sends no event: render afresh on connecting.
    events.onopen = () => router.refresh();
    events.onmessage = () => router.refresh();
    return () => events.close();
  }, [router]);
  return null;
}
