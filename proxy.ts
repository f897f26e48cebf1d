/**
 * Request-time rules that static pages cannot apply themselves, on the
 * decoded, normalised path (so an encoded path cannot slip past a rule):
 * - a path that cannot be decoded is a 400, a method other than GET or HEAD a 405;
 * - a URL with more than one "?" gets a 302 to its normalised form;
 * - while the calculator-downtime flag is on, the calculator goes to /downtime, in each language to its own version;
 * - a sign-in page (in any language) reached from another page gets that page as its callbackUrl (from the
 *   Referer), so its button can bring a visitor without script back there;
 * - every page gets its Content-Security-Policy (hashes of its own inline scripts);
 * - a prerendered page gets its build-time ETag, and a request that already has
 *   that version gets a 304 here, without Next reading the page.
 * The matcher leaves out assets and APIs, so static files pay nothing; next.config
 * sends the other security headers on every response.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { routeTwins } from '@/services/config/route-twins';
import { siteConfig } from '@/services/config/site-config';
import { evaluateFlags, FLAG_OVERRIDE_COOKIE } from '@/services/flags/flags';
import { normaliseSearch } from '@/services/routing/normalise-query';
import { requestPath } from '@/services/routing/request-path';
import { HSTS_VALUE, servedOverHttps } from '@/services/security/security-headers';
import { sitePolicies } from '@/services/security/site-policies';
import { GALLERY_ROUTE } from '@/engine/gallery';
import { notModified, sitePageEtags } from '@/services/caching/page-etags';
import { returnPathFromReferer } from '@/services/session/return-path-from-referer';
import { SIGN_IN_PROBLEM_PATH } from '@/services/session/auth-request-check';

const PAGE_METHODS = ['GET', 'HEAD'];

function refuse(status: 400 | 405, reason: string, headers: Record<string, string> = {}): NextResponse {
  return new NextResponse(`${reason}\n`, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}

// On the host the visitor asked for: with the URL as sent, nextUrl's host is the server's own name.
// Leading slashes are collapsed so the path can never read as another host ("//evil.example").
function redirect(request: NextRequest, https: boolean, pathname: string, search: string): NextResponse {
  const path = `/${pathname.replace(/^[/\\]+/, '')}${search}`;
  const host = request.headers.get('host') ?? '';
  // Only a plain host[:port] is taken from the request; anything else falls back to the server's own name.
  const origin = /^([a-z0-9-]+\.)*[a-z0-9-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i.test(host)
    ? `${https ? 'https' : 'http'}://${host}`
    : request.nextUrl.origin;
  return NextResponse.redirect(new URL(path, origin), 302);
}

function route(request: NextRequest, path: string, https: boolean, requestPolicy: string | undefined): NextResponse {
  if (!PAGE_METHODS.includes(request.method))
    return refuse(405, `${request.method} is not allowed here: pages answer GET and HEAD`, {
      allow: PAGE_METHODS.join(', '),
    });
  const search = normaliseSearch(request.nextUrl.search);
  if (search !== null) return redirect(request, https, request.nextUrl.pathname, search);
  const site = siteConfig();
  const twins = routeTwins();
  if (twins.versions(site.routes.calculator).has(path)) {
    const { flags } = evaluateFlags(site.featureFlags, process.env, request.cookies.get(FLAG_OVERRIDE_COOKIE)?.value);
    if (flags['calculator-downtime'])
      return redirect(request, https, twins.inLanguageOf(path, site.routes.downtime), '');
  }
  const signInPages = [...twins.versions(site.signIn.href).keys()];
  if (signInPages.includes(path) && !request.nextUrl.searchParams.has('callbackUrl')) {
    const origin = `${https ? 'https' : 'http'}://${request.headers.get('host') ?? request.nextUrl.host}`;
    const from = returnPathFromReferer(request.headers.get('referer'), origin, [
      ...signInPages,
      ...twins.versions(SIGN_IN_PROBLEM_PATH).keys(),
    ]);
    if (from !== undefined) return redirect(request, https, path, `?callbackUrl=${encodeURIComponent(from)}`);
  }
  if (requestPolicy === undefined) return withEtag(request, path);
  // Next reads the nonce from the request's policy and puts it on the scripts it renders.
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', requestPolicy);
  return NextResponse.next({ request: { headers } });
}

/**
 * The document of a prerendered page, not its React Server Components payload
 * (client navigation and prefetch send an `rsc` header and get other bytes).
 */
function withEtag(request: NextRequest, path: string): NextResponse {
  const etag = request.headers.has('rsc') ? undefined : sitePageEtags().get(path);
  if (etag === undefined) return NextResponse.next();
  if (notModified(request.headers.get('if-none-match'), etag))
    return new NextResponse(null, { status: 304, headers: { etag } });
  const response = NextResponse.next();
  response.headers.set('etag', etag);
  return response;
}

/** 128 random bits, base64: a fresh nonce for each response of a page rendered per request. */
function freshNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

export function proxy(request: NextRequest): NextResponse {
  const decoded = requestPath(request.nextUrl.pathname);
  if (!decoded.ok) return refuse(400, `Bad request: ${decoded.reason}.`);
  const https = servedOverHttps(request.headers.get('x-forwarded-proto'), request.nextUrl.protocol);
  const policies = sitePolicies(request.cookies.get(FLAG_OVERRIDE_COOKIE)?.value);
  // Every page is prerendered and hashed but the block gallery, which is rendered per request.
  const policy =
    decoded.path === GALLERY_ROUTE ? policies.withNonce(https, freshNonce()) : policies.forPath(decoded.path, https);
  const response = route(request, decoded.path, https, decoded.path === GALLERY_ROUTE ? policy : undefined);
  response.headers.set('content-security-policy', policy);
  if (https) response.headers.set('strict-transport-security', HSTS_VALUE);
  return response;
}

export const config = {
  matcher: ['/((?!_next/|api/|graphql|og/|images/|contracts/|favicon|sitemap\\.xml|robots\\.txt).*)'],
};
