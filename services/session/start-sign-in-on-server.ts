/**
 * Sign-in that starts with a server-side redirect, for a visitor without script. next-auth wants a POST carrying
 * the token of its CSRF cookie (a double submit): the first visit here gets that cookie from next-auth and comes
 * straight back; the second posts the sign-in on the visitor's behalf with the cookie's own token and hands the
 * browser next-auth's cookies (PKCE verifier, state, nonce, return path) with a 303 to the identity provider.
 * next-auth's check stays in force for every other request; and no form posts to the identity provider, so the
 * pages' `form-action` never has to cover it. next-auth reads cookies from the incoming request itself, which is
 * why the cookie has to make the round trip through the browser.
 */
import { NextRequest } from 'next/server';

type AuthHandler = (request: NextRequest, context: { params: Promise<{ nextauth: string[] }> }) => Promise<Response>;

const CSRF_COOKIES = ['__Host-next-auth.csrf-token', 'next-auth.csrf-token'];
/** Marks the second visit, so a browser that refuses the cookie is not sent round in a loop. */
const RETURNED = 'csrf';

export interface ServerSignIn {
  request: NextRequest;
  /** The path and query to come back to, already checked to be on this site. */
  returnTo: string;
  /** Where next-auth's routes answer: the site's own origin and its /api/auth base. */
  authUrl: string;
  providerId: string;
  handler: AuthHandler;
  /** Where a visitor whose browser will not keep the cookie is sent. */
  problemUrl: string;
}

const context = (...segments: string[]) => ({ params: Promise.resolve({ nextauth: segments }) });

function redirect(location: string, cookies: readonly string[]): Response {
  const response = new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });
  for (const cookie of cookies) response.headers.append('set-cookie', cookie);
  return response;
}

export async function startSignInOnServer(options: ServerSignIn): Promise<Response> {
  const { request, returnTo, authUrl, providerId, handler, problemUrl } = options;
  const cookie = CSRF_COOKIES.map((name) => request.cookies.get(name)?.value).find((value) => value !== undefined);
  const token = cookie?.split('|')[0];
  if (!token) {
    if (request.nextUrl.searchParams.has(RETURNED)) return redirect(`${problemUrl}?error=Cookies`, []);
    const csrf = await handler(new NextRequest(`${authUrl}/csrf`), context('csrf'));
    if (!csrf.ok) return csrf;
    const again = new URL(request.nextUrl.pathname, authUrl);
    again.search = new URLSearchParams({ callbackUrl: returnTo, [RETURNED]: '1' }).toString();
    return redirect(`${again.pathname}${again.search}`, csrf.headers.getSetCookie());
  }
  const signIn = await handler(
    new NextRequest(`${authUrl}/signin/${providerId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ csrfToken: token, callbackUrl: returnTo, json: 'true' }).toString(),
    }),
    context('signin', providerId),
  );
  const { url } = (await signIn
    .clone()
    .json()
    .catch(() => ({}))) as { url?: unknown };
  if (!signIn.ok || typeof url !== 'string') return signIn;
  // next-auth answers a refused CSRF token (a stale cookie) with the site's sign-in page, never the provider: the
  // visitor gets the problem page, and a fresh cookie from next-auth so that trying again works.
  if (new URL(url, authUrl).origin === new URL(authUrl).origin) {
    const fresh = await handler(new NextRequest(`${authUrl}/csrf`), context('csrf'));
    return redirect(`${problemUrl}?error=Verification`, fresh.headers.getSetCookie());
  }
  return redirect(url, signIn.headers.getSetCookie());
}
