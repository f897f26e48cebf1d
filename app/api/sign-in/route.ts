/**
 * GET /api/sign-in: the sign-in page's button, for a visitor without script (with script, the page's own button
 * and the header post to next-auth directly). Comes back to the path in `callbackUrl`, or to the one the sign-in
 * page's address carries (its Referer), or home. A problem on the way is shown on the sign-in problem page in the
 * language of the page the visitor is going back to.
 */
import type { NextRequest } from 'next/server';
import { safeReturnPath } from '@/services/auth/safe-return-path';
import { routeTwins } from '@/services/config/route-twins';
import { siteConfig } from '@/services/config/site-config';
import { SIGN_IN_PROBLEM_PATH } from '@/services/session/auth-request-check';
import { PROVIDER_ID } from '@/services/session/provider-id';
import { callbackOfSignInPage } from '@/services/session/return-path-from-referer';
import { startSignInOnServer } from '@/services/session/start-sign-in-on-server';
import { GET as authGet, POST as authPost } from '../auth/[...nextauth]/route';

export const dynamic = 'force-dynamic';

export function GET(request: NextRequest): Promise<Response> {
  const origin = process.env.NEXTAUTH_URL || new URL(request.url).origin;
  const fromQuery = request.nextUrl.searchParams.get('callbackUrl');
  const twins = routeTwins();
  const signInPages = [...twins.versions(siteConfig().signIn.href).keys()];
  const returnTo =
    fromQuery === null
      ? (callbackOfSignInPage(request.headers.get('referer'), origin, signInPages) ?? '/')
      : safeReturnPath(fromQuery, origin);
  return startSignInOnServer({
    request,
    returnTo,
    authUrl: `${new URL(origin).origin}/api/auth`,
    providerId: PROVIDER_ID,
    problemUrl: twins.inLanguageOf(new URL(returnTo, origin).pathname, SIGN_IN_PROBLEM_PATH),
    handler: (inner, context) => (inner.method === 'POST' ? authPost(inner, context) : authGet(inner, context)),
  });
}
