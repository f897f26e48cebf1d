/**
 * next-auth's endpoints (sign-in, callback, session, CSRF): services/session/auth-options.ts. In front of them:
 * requests next-auth would answer with a 500 get a 4xx with a reason or the sign-in problem page
 * (services/session/auth-request-check.ts), and sign-in and its callback are rate-limited per client and overall.
 */
import NextAuth from 'next-auth';
import type { NextRequest } from 'next/server';
import { clientKeyOf, createMemoryRateLimiter } from '@/services/logging/rate-limit';
import { perClientLimiter } from '@/services/logging/rate-limiter-choice';
import { serverLogger } from '@/services/logging/server-logger';
import { authOptions, PROVIDER_ID } from '@/services/session/auth-options';
import { checkAuthRequest, SIGN_IN_PROBLEM_PATH, signInReturnPath } from '@/services/session/auth-request-check';
import { routeTwins } from '@/services/config/route-twins';

export const dynamic = 'force-dynamic';

const handler = NextAuth(authOptions());
type RouteContext = { params: Promise<{ nextauth: string[] }> };

const siteOrigin = () => process.env.NEXTAUTH_URL ?? '';
// A person signs in a few times a day: a burst of 30 steps, then one every two seconds. The overall cap keeps a
// flood from many addresses from tying up the identity provider.
const clientLimiter = perClientLimiter(
  process.env,
  'sign-in',
  { capacity: 30, refillPerSecond: 0.5, maxClients: 10_000 },
  (message) => serverLogger.error(message),
);
const overallLimiter = createMemoryRateLimiter({ capacity: 300, refillPerSecond: 30, maxClients: 1 });
const LIMITED_ACTIONS = new Set(['signin', 'callback']);

async function limited(request: NextRequest): Promise<Response | undefined> {
  const now = Date.now();
  const client = await clientLimiter.take(clientKeyOf(request.headers.get('x-forwarded-for')), now);
  const overall = client.allowed ? await overallLimiter.take('*', now) : client;
  if (overall.allowed) return undefined;
  const reason = client.allowed
    ? 'Sign-in is busy right now.'
    : 'There have been many sign-in attempts from your connection.';
  return new Response(`${reason} Please wait ${overall.retryAfterSeconds} seconds and try again.\n`, {
    status: 429,
    headers: {
      'retry-after': String(overall.retryAfterSeconds),
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
    },
  });
}

async function handle(request: NextRequest, context: RouteContext): Promise<Response> {
  const checked = checkAuthRequest(request, siteOrigin() || new URL(request.url).origin, PROVIDER_ID);
  if (!checked.ok) return checked.response;
  if (LIMITED_ACTIONS.has(checked.action)) {
    const refusal = await limited(request);
    if (refusal) return refusal;
  }
  const url = new URL(request.url);
  // next-auth reports a failed sign-in (provider down, refused, expired) on its own bare sign-in page; visitors get
  // the site's page with a retry instead, in the language of the page they were going back to.
  const error = url.searchParams.get('error');
  if (request.method === 'GET' && checked.action === 'signin' && error) {
    const origin = siteOrigin() || url.origin;
    const problemPage = routeTwins().inLanguageOf(signInReturnPath(request, origin) ?? '/', SIGN_IN_PROBLEM_PATH);
    return Response.redirect(new URL(`${problemPage}?error=${encodeURIComponent(error)}`, origin), 302);
  }
  return handler(request, context);
}

export { handle as GET, handle as POST };
