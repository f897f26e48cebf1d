/** next-auth's endpoints (sign-in, callback, session, CSRF): services/session/auth-options.ts. */
import NextAuth from 'next-auth';
import type { NextRequest } from 'next/server';
import { authOptions } from '@/services/session/auth-options';

export const dynamic = 'force-dynamic';

const handler = NextAuth(authOptions());
type RouteContext = { params: Promise<{ nextauth: string[] }> };

/**
 * next-auth reports a failed sign-in (provider down, refused, expired) on its
 * own bare sign-in page; visitors get the site's page with a retry instead.
 */
async function GET(request: NextRequest, context: RouteContext): Promise<Response> {
  const url = new URL(request.url);
  const error = url.searchParams.get('error');
  if (url.pathname.endsWith('/api/auth/signin') && error) {
    return Response.redirect(new URL(`/sign-in-problem?error=${encodeURIComponent(error)}`, process.env.NEXTAUTH_URL ?? url.origin), 302);
  }
  return handler(request, context);
}

export { GET, handler as POST };
