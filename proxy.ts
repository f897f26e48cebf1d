/**
 * Request-time rules that static pages cannot apply themselves:
 * - a URL with more than one "?" gets a 302 to its normalised form;
 * - while the calculator-downtime flag is on, the calculator route goes to /downtime.
 * The matcher leaves out assets and APIs, so static files pay nothing.
 */
import { NextResponse, type NextRequest } from 'next/server';
import site from '@/pages-config/site.json';
import { evaluateFlags, FLAG_OVERRIDE_COOKIE } from '@/services/flags/flags';
import { normaliseSearch } from '@/services/routing/normalise-query';

export function proxy(request: NextRequest): NextResponse {
  const search = normaliseSearch(request.nextUrl.search);
  if (search !== null) {
    const target = request.nextUrl.clone();
    target.search = search;
    return NextResponse.redirect(target, 302);
  }
  if (request.nextUrl.pathname === site.routes.calculator) {
    const { flags } = evaluateFlags(site.featureFlags, process.env, request.cookies.get(FLAG_OVERRIDE_COOKIE)?.value);
    if (flags['calculator-downtime']) {
      const target = request.nextUrl.clone();
      target.pathname = site.routes.downtime;
      target.search = '';
      return NextResponse.redirect(target, 302);
    }
  }
  return NextResponse.next();
}

export const config = {
  matcher: ['/((?!_next/|api/|graphql|og/|images/|contracts/|favicon|sitemap\\.xml|robots\\.txt).*)'],
};
