/**
 * The enrollment app is another system. In production it is served on the
 * site's own domain under /app/hp-enrollment and /app/hp-partner-enrollment,
 * and these routes are never reached; elsewhere ENROLLMENT_BASE_URL (the
 * local stand-in, a staging app) receives the visitor with the same path and query.
 */
export function enrollmentRedirect(requestUrl: URL, baseUrl: string | undefined): Response {
  if (!baseUrl)
    return new Response('The enrollment app is not served by this site, and ENROLLMENT_BASE_URL is not set.\n', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  const target = new URL(`${baseUrl.replace(/\/+$/, '')}${requestUrl.pathname}${requestUrl.search}`);
  return new Response(null, { status: 302, headers: { location: target.href, 'cache-control': 'no-store' } });
}
