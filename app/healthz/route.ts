/**
 * A tiny static route: a health check for whoever runs the site, and the
 * "bare route" the bench compares every page's requests per second against.
 * Generated at build time, so serving it costs Next as little as anything can.
 * It is not a page config, so it never appears in the sitemap. It says ready:
 * from the moment the server starts to drain, server/drain.ts answers 503 in
 * its place, before Next is asked, while other requests are still served.
 */
export const dynamic = 'force-static';

export function GET(): Response {
  return new Response('ok', { headers: { 'content-type': 'text/plain; charset=utf-8' } });
}
