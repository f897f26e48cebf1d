/**
 * Development only: a server-sent event each time a file under the config
 * directory is saved, for the live preview (components/shell/LivePreview).
 */
import { watch } from 'node:fs';
import { configDir } from '@/services/config/config-dir';

export const dynamic = 'force-dynamic';

// Editors save in several writes (temp file, rename); one event per burst is enough.
const SETTLE_MS = 25;

export function GET(request: Request): Response {
  if (process.env.NODE_ENV !== 'development') return new Response('Not found', { status: 404 });
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const watcher = watch(configDir(), { recursive: true }, () => {
        clearTimeout(timer);
        timer = setTimeout(() => controller.enqueue(encoder.encode(`data: changed\n\n`)), SETTLE_MS);
      });
      controller.enqueue(encoder.encode('retry: 500\n\n'));
      request.signal.addEventListener('abort', () => {
        clearTimeout(timer);
        watcher.close();
        controller.close();
      });
    },
  });
  return new Response(stream, {
    headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache, no-transform' },
  });
}
